import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SearchInput } from '../../ui/SearchInput';
import { SelectField } from '../../ui/SelectField';
import { useDebouncedSearch } from './useDebouncedSearch';

/** Every list's toolbar: the labelled search first, then any filters, then the sort; all bottom-aligned. */
const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  ${({ theme }) => theme.media.md} {
    grid-auto-flow: column;
    grid-template-columns: minmax(0, 1fr);
    grid-auto-columns: 14rem;
  }
`;

/** The two date orders every list offers; a list adds its own (by name, by title) after them. */
export const DATE_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
] as const;

/** The URL state the controls change: search text, sort and page. */
export interface SearchSortParams<S extends string> {
  q?: string;
  sort?: S;
  page?: number;
}

export interface ListControlsProps<S extends string, P extends SearchSortParams<S>> {
  params: P;
  onParamsChange: (next: P) => void;
  /** The search box's label and placeholder. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The sort choices, and the one that applies when the URL names none. */
  sorts: readonly { value: S; label: string }[];
  defaultSort: S;
  /** Filters between the search and the sort (each a labelled SelectField), e.g. the inbox's status. */
  filters?: ReactNode;
}

/** Search (sent after a short pause in typing) and sort of a list; either goes back to page 1. */
export function ListControls<S extends string, P extends SearchSortParams<S>>({
  params,
  onParamsChange,
  searchLabel,
  searchPlaceholder,
  sorts,
  defaultSort,
  filters,
}: ListControlsProps<S, P>) {
  const [text, setText] = useDebouncedSearch(params.q ?? '', (q) =>
    onParamsChange({ ...params, q: q || undefined, page: undefined }),
  );
  return (
    <Toolbar>
      <SearchInput label={searchLabel} placeholder={searchPlaceholder} value={text} onChange={setText} />
      {filters}
      <SelectField
        label="Sort by"
        options={[...sorts]}
        value={params.sort ?? defaultSort}
        onChange={(event) => onParamsChange({ ...params, sort: event.target.value as S, page: undefined })}
      />
    </Toolbar>
  );
}
