import { useEffect, useState } from 'react';
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
  /** Quiet time after typing before the search runs. @default 300 */
  searchDelayMs?: number;
}

/** Search, sort, category and status filters of the blog list. */
export function BlogListToolbar({ state, onChange, categories, searchDelayMs = 300 }: BlogListToolbarProps) {
  const [text, setText] = useState(state.q ?? '');
  const [lastQ, setLastQ] = useState(state.q ?? '');
  // The URL changed from outside (back button, a link): show its search.
  if ((state.q ?? '') !== lastQ) {
    setLastQ(state.q ?? '');
    if (text.trim() !== (state.q ?? '')) setText(state.q ?? '');
  }

  useEffect(() => {
    if (text.trim() === (state.q ?? '').trim()) return;
    const timer = window.setTimeout(() => onChange({ ...state, q: text.trim() || undefined, page: 1 }), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, state, onChange, searchDelayMs]);

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
