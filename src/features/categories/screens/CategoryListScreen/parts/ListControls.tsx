import { SearchInput } from '../../../../../ui/SearchInput';
import { SelectField } from '../../../../../ui/SelectField';
import type { CategoryListParams, CategorySort } from '../../../types';
import { Toolbar } from '../CategoryListScreen.styles';
import { DEFAULT_CATEGORY_SORT } from '../useCategoryList';
import { useDebouncedSearch } from '../../../../../shared/lists/useDebouncedSearch';

const SORTS = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

interface ListControlsProps {
  params: CategoryListParams;
  onParamsChange: (next: CategoryListParams) => void;
}

/** Search (sent after a short pause in typing) and sort; either goes back to page 1. */
export function ListControls({ params, onParamsChange }: ListControlsProps) {
  const [text, setText] = useDebouncedSearch(params.q ?? '', (q) =>
    onParamsChange({ ...params, q: q || undefined, page: undefined }),
  );
  return (
    <Toolbar>
      <SearchInput
        label="Search categories"
        placeholder="Search by name or description"
        value={text}
        onChange={setText}
      />
      <SelectField
        label="Sort by"
        options={SORTS}
        value={params.sort ?? DEFAULT_CATEGORY_SORT}
        onChange={(event) => onParamsChange({ ...params, sort: event.target.value as CategorySort, page: undefined })}
      />
    </Toolbar>
  );
}
