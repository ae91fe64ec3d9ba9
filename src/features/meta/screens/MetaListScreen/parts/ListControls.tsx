import { useDebouncedSearch } from '../../../../../shared/lists/useDebouncedSearch';
import { SearchInput } from '../../../../../ui/SearchInput';
import { SelectField } from '../../../../../ui/SelectField';
import type { MetaListParams, MetaSort } from '../../../types';
import { Toolbar } from '../MetaListScreen.styles';
import { DEFAULT_META_SORT } from '../useMetaList';

const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title (A–Z)' },
];

interface ListControlsProps {
  params: MetaListParams;
  onParamsChange: (next: MetaListParams) => void;
}

/** Search (sent after a short pause in typing) and sort; either goes back to page 1. */
export function ListControls({ params, onParamsChange }: ListControlsProps) {
  const [text, setText] = useDebouncedSearch(params.q ?? '', (q) =>
    onParamsChange({ ...params, q: q || undefined, page: undefined }),
  );
  return (
    <Toolbar>
      <SearchInput
        label="Search meta information"
        placeholder="Search by title, URL, page or description"
        value={text}
        onChange={setText}
      />
      <SelectField
        label="Sort by"
        options={SORTS}
        value={params.sort ?? DEFAULT_META_SORT}
        onChange={(event) => onParamsChange({ ...params, sort: event.target.value as MetaSort, page: undefined })}
      />
    </Toolbar>
  );
}
