import { useState } from 'react';
import { NOUNS } from '@/lib/plural';
import { ConfirmDelete } from '@/shared/lists/ConfirmDelete';
import { ListScreen } from '@/shared/lists/ListScreen/ListScreen';
import { useConfirmedDelete } from '@/shared/lists/useConfirmedDelete';
import { useList } from '@/shared/lists/useList';
import { Button } from '@/ui/Button';
import { CardGrid } from '@/ui/CardGrid';
import { filterKeyOf } from '@/shared/lists/selection/useSelection';
import { blogListAtom, blogListParamsAtom, deleteBlogWrite } from '../../atoms';
import { BlogCard, BlogCardSkeleton } from '../../components/BlogCard';
import { BlogListToolbar } from '../../components/BlogListToolbar';
import { BlogViewModal } from '../../components/BlogViewModal';
import { toBlogQuery, type BlogListUrlState } from '../../listParams';
import type { Blog } from '../../types';

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

const atoms = { paramsAtom: blogListParamsAtom, listAtom: blogListAtom };

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
  const list = useList(atoms, toBlogQuery(params));
  const remove = useConfirmedDelete(
    deleteBlogWrite,
    (blog: Blog) => ({ type: 'blog', id: blog.id, label: blog.title }),
    (blog) => blog.blogId,
  );
  const [viewing, setViewing] = useState<Blog | null>(null);
  const filtered = Boolean(params.q?.trim() || params.category || params.status);
  const edit = (blog: Blog) => onEdit(blog.blogId);

  return (
    <ListScreen
      list={list}
      title="Blogs"
      noun={NOUNS.post}
      actions={<Button onClick={onCreate}>Create Blog</Button>}
      notice={notice}
      onDismissNotice={onDismissNotice}
      toolbar={<BlogListToolbar state={params} onChange={onParamsChange} categories={categories} />}
      skeleton={<BlogCardSkeleton label="Loading blog posts" count={3} />}
      empty={
        filtered
          ? {
              message: 'No blog posts match these filters',
              description: 'Try other words, another category, or clear the filters.',
              action: (
                <Button variant="secondary" onClick={() => onParamsChange({ sort: params.sort })}>
                  Clear filters
                </Button>
              ),
            }
          : {
              message: 'No blog posts yet',
              description: 'Posts you write appear here.',
              action: <Button onClick={onCreate}>Create Blog</Button>,
            }
      }
      page={params.page ?? 1}
      onPageChange={(page) => onParamsChange({ ...params, page })}
      selection={{
        label: 'Selected blog posts',
        filterKey: filterKeyOf(params),
        labelOf: (blog) => blog.title,
        trash: { type: 'blog', noun: NOUNS.blogPost },
      }}
      renderItems={(items, select) => (
        <CardGrid as="ul">
          {items.map((blog) => (
            <BlogCard
              key={blog.id}
              blog={blog}
              onView={setViewing}
              onEdit={edit}
              onDelete={remove.ask}
              timeZone={timeZone}
              select={select(blog)}
            />
          ))}
        </CardGrid>
      )}
    >
      <BlogViewModal blog={viewing} onClose={() => setViewing(null)} onEdit={edit} timeZone={timeZone} />
      <ConfirmDelete
        remove={remove}
        title="Delete blog post?"
        message={(blog) => `"${blog.title}" will be moved to the trash. You can restore it from the Trash.`}
      />
    </ListScreen>
  );
}
