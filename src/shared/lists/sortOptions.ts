import type { ListDef, SortDef } from '@/contract';

/** A list's sort names (its `defaultSort` is one of them). */
type SortName<L extends ListDef> = L['defaultSort'];

/** The sort select's options of a contract's list: the dated orders first, then the others, in the contract's words. */
export function sortOptions<L extends ListDef>(list: L): { value: SortName<L>; label: string }[] {
  type S = SortName<L>;
  const entries = Object.entries<SortDef>(list.sorts) as [S, SortDef][];
  const dated = ([value]: [S, SortDef]) => value === 'newest' || value === 'oldest';
  return [...entries.filter(dated), ...entries.filter((entry) => !dated(entry))].flatMap(([value, { label }]) =>
    label ? [{ value, label }] : [],
  );
}
