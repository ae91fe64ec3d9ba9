import styled from 'styled-components';
import { SearchInput } from '@/ui/SearchInput';
import { SelectField } from '@/ui/SelectField';
import { useDebouncedSearch } from './useDebouncedSearch';

/** Search and type filter: stacked on a phone, side by side from the md breakpoint. */
const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 14rem;
  }
`;

/** The URL state these filters change: the search text, the record type and the page (back to 1 on a change). */
export interface SearchAndTypeParams<T extends string> {
  q?: string;
  type?: T;
  page?: number;
}

export interface SearchAndTypeFiltersProps<T extends string, P extends SearchAndTypeParams<T>> {
  params: P;
  /** Called with the next URL state (back to page 1). */
  onParamsChange: (next: P) => void;
  searchLabel: string;
  searchPlaceholder: string;
  /** The record types to filter by, besides "All types". */
  typeOptions: readonly { value: T; label: string }[];
}

/** A search (sent after a short pause in typing) beside a record-type filter: the Trash and SEO health screens. */
export function SearchAndTypeFilters<T extends string, P extends SearchAndTypeParams<T>>({
  params,
  onParamsChange,
  searchLabel,
  searchPlaceholder,
  typeOptions,
}: SearchAndTypeFiltersProps<T, P>) {
  const [text, setText] = useDebouncedSearch(params.q ?? '', (q) =>
    onParamsChange({ ...params, q: q || undefined, page: undefined }),
  );
  return (
    <Toolbar>
      <SearchInput label={searchLabel} placeholder={searchPlaceholder} value={text} onChange={setText} />
      <SelectField
        label="Type"
        emptyOption="All types"
        options={[...typeOptions]}
        value={params.type ?? ''}
        onChange={(event) =>
          onParamsChange({ ...params, type: (event.target.value || undefined) as T | undefined, page: undefined })
        }
      />
    </Toolbar>
  );
}
