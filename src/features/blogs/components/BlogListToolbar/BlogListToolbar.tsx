import { useDebouncedSearch } from '@/shared/lists/useDebouncedSearch';
import { SearchInput } from '@/ui/SearchInput';
import { SelectField } from '@/ui/SelectField';
import { BLOG_SORT_OPTIONS, isBlogSort, type BlogListUrlState } from '../../listParams';
import { BLOG_STATUS_OPTIONS, isBlogStatus } from '../../publishing';
import { Bar, Search } from './BlogListToolbar.styles';

export interface BlogListToolbarProps {
  /** The list's URL state. */
  state: BlogListUrlState;
  /** Called with the next state; search, sort and filter changes go back to page 1. */
  onChange: (next: BlogListUrlState) => void;
  /** Category names for the filter. */
  categories: string[];
}

/** Search, sort, category and status filters of the blog list. */
export function BlogListToolbar({ state, onChange, categories }: BlogListToolbarProps) {
  const [text, setText] = useDebouncedSearch(state.q ?? '', (q) => onChange({ ...state, q: q || undefined, page: 1 }));

  const categoryOptions = categories.map((name) => ({ value: name, label: name }));
  if (state.category && !categories.includes(state.category))
    categoryOptions.push({ value: state.category, label: state.category });

  return (
    <Bar>
      <Search>
        <SearchInput
          label="Search blog posts"
          placeholder="Search by title, blog id or meta text"
          value={text}
          onChange={setText}
        />
      </Search>
      <SelectField
        label="Sort by"
        value={state.sort ?? 'newest'}
        options={BLOG_SORT_OPTIONS}
        onChange={(event) => {
          const sort = event.target.value;
          onChange({ ...state, sort: isBlogSort(sort) && sort !== 'newest' ? sort : undefined, page: 1 });
        }}
      />
      <SelectField
        label="Category"
        value={state.category ?? ''}
        emptyOption="All categories"
        options={categoryOptions}
        onChange={(event) => onChange({ ...state, category: event.target.value || undefined, page: 1 })}
      />
      <SelectField
        label="Status"
        value={state.status ?? ''}
        emptyOption="All statuses"
        options={BLOG_STATUS_OPTIONS}
        onChange={(event) => {
          const status = event.target.value;
          onChange({ ...state, status: isBlogStatus(status) ? status : undefined, page: 1 });
        }}
      />
    </Bar>
  );
}
