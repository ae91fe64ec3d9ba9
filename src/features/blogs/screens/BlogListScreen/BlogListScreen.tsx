import { useState } from 'react';
import { NOUNS } from '@/lib/plural';
import { listCount } from '@/shared/query/listView';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { BlogListToolbar } from '../../components/BlogListToolbar';
import { BlogViewModal } from '../../components/BlogViewModal';
import { BLOG_PAGE_SIZE, type BlogListUrlState } from '../../listParams';
import type { Blog } from '../../types';
import { Screen } from './BlogListScreen.styles';
import { BlogListBody } from './parts/BlogListBody';
import { useBlogList } from './useBlogList';
import { useDeleteBlog } from './useDeleteBlog';

export interface BlogListScreenProps {
  /** The list's URL state: page, search text, sort, category and status. */
  params: BlogListUrlState;
  /** Called with the next URL state when the admin searches, sorts, filters or pages. */
  onParamsChange: (next: BlogListUrlState) => void;
  /** Opens the create form. */
  onCreate: () => void;
  /** Opens the edit form of a post, by its blogId. */
  onEdit: (blogId: string) => void;
  /** Category names for the filter (the app reads them from the categories feature). @default [] */
  categories?: string[];
  /** A message brought from elsewhere, e.g. "Blog not found locally" after a bad edit link. */
  notice?: string | null;
  /** Dismisses `notice`. */
  onDismissNotice?: () => void;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix it). */
  timeZone?: string;
}

/** `/blog/list`: the posts as cards, with search, sort, category and status filters, server paging, refresh, view and delete. */
export function BlogListScreen({
  params,
  onParamsChange,
  onCreate,
  onEdit,
  categories = [],
  notice,
  onDismissNotice,
  timeZone,
}: BlogListScreenProps) {
  const list = useBlogList(params);
  const remove = useDeleteBlog();
  const [viewing, setViewing] = useState<Blog | null>(null);
  const filtered = Boolean(params.q?.trim() || params.category || params.status);
  const pageCount = Math.ceil(list.total / (list.pageSize ?? BLOG_PAGE_SIZE));
  const edit = (blog: Blog) => onEdit(blog.blogId);

  return (
    <Screen>
      <PageHeader
        title="Blog Posts"
        count={listCount(list, NOUNS.post)}
        onRefresh={list.refetch}
        refreshing={list.status === 'refreshing'}
        actions={<Button onClick={onCreate}>Create Blog Post</Button>}
      />
      {notice ? <ErrorBanner message={notice} onDismiss={onDismissNotice} /> : null}
      <BlogListToolbar state={params} onChange={onParamsChange} categories={categories} />
      <BlogListBody
        list={list}
        filtered={filtered}
        onCreate={onCreate}
        onClearFilters={() => onParamsChange({ sort: params.sort })}
        onView={setViewing}
        onEdit={edit}
        onDelete={remove.ask}
        timeZone={timeZone}
      />
      {pageCount > 1 && list.status !== 'error' && list.status !== 'loading' ? (
        <Pagination
          page={params.page ?? 1}
          pageCount={pageCount}
          onPageChange={(page) => onParamsChange({ ...params, page })}
          disabled={list.status === 'refreshing'}
        />
      ) : null}
      <BlogViewModal blog={viewing} onClose={() => setViewing(null)} onEdit={edit} timeZone={timeZone} />
      <ConfirmDialog
        open={remove.pending !== null}
        title="Delete blog post?"
        message={`"${remove.pending?.title ?? ''}" will be deleted. This cannot be undone.`}
        busy={remove.busy}
        error={remove.error}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </Screen>
  );
}
