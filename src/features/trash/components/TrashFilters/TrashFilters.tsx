import { SearchAndTypeFilters } from '@/shared/lists/SearchAndTypeFilters';
import { TRASH_TYPE_LABEL, TRASH_TYPES } from '@/shared/trash';
import type { TrashListParams } from '../../types';

const TYPE_OPTIONS = TRASH_TYPES.map((type) => ({ value: type, label: TRASH_TYPE_LABEL[type] }));

export interface TrashFiltersProps {
  /** The screen's URL state. */
  params: TrashListParams;
  /** Called with the next URL state (back to page 1). */
  onParamsChange: (next: TrashListParams) => void;
}

/** Search (sent after a short pause in typing) and the type filter of the Trash screen. */
export function TrashFilters({ params, onParamsChange }: TrashFiltersProps) {
  return (
    <SearchAndTypeFilters
      params={params}
      onParamsChange={onParamsChange}
      searchLabel="Search the trash"
      searchPlaceholder="Search by name, title or id"
      typeOptions={TYPE_OPTIONS}
    />
  );
}
