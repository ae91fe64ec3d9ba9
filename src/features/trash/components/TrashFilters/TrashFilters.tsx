import styled from 'styled-components';
import { useDebouncedSearch } from '@/shared/lists/useDebouncedSearch';
import { TRASH_TYPE_LABEL, TRASH_TYPES, type TrashType } from '@/shared/trash';
import { SearchInput } from '@/ui/SearchInput';
import { SelectField } from '@/ui/SelectField';
import type { TrashListParams } from '../../types';

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 14rem;
  }
`;

const TYPE_OPTIONS = TRASH_TYPES.map((type) => ({ value: type, label: TRASH_TYPE_LABEL[type] }));

export interface TrashFiltersProps {
  /** The screen's URL state. */
  params: TrashListParams;
  /** Called with the next URL state (back to page 1). */
  onParamsChange: (next: TrashListParams) => void;
}

/** Search (sent after a short pause in typing) and the type filter of the Trash screen. */
export function TrashFilters({ params, onParamsChange }: TrashFiltersProps) {
  const [text, setText] = useDebouncedSearch(params.q ?? '', (q) =>
    onParamsChange({ ...params, q: q || undefined, page: undefined }),
  );
  return (
    <Toolbar>
      <SearchInput label="Search the trash" placeholder="Search by name, title or id" value={text} onChange={setText} />
      <SelectField
        label="Type"
        emptyOption="All types"
        options={TYPE_OPTIONS}
        value={params.type ?? ''}
        onChange={(event) =>
          onParamsChange({ ...params, type: (event.target.value || undefined) as TrashType, page: undefined })
        }
      />
    </Toolbar>
  );
}
