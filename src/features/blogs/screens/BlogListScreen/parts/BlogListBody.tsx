import { Button } from '@/ui/Button';
import { CardGrid } from '@/ui/CardGrid';
import { EmptyState } from '@/ui/EmptyState';
import { BlogCardSkeleton } from '@/ui/EntityCard';
import { ErrorBanner } from '@/ui/ErrorBanner';
import type { ListView } from '@/shared/query/listView';
import { BlogCard } from '@/features/blogs/components/BlogCard';
import type { Blog } from '@/features/blogs/types';

interface BlogListBodyProps {
  list: ListView<Blog>;
  filtered: boolean;
  onCreate: () => void;
  onClearFilters: () => void;
  onView: (blog: Blog) => void;
  onEdit: (blog: Blog) => void;
  onDelete: (blog: Blog) => void;
  timeZone?: string;
}

/** Skeletons, the error with Retry, the empty states or the cards. */
export function BlogListBody({
  list,
  filtered,
  onCreate,
  onClearFilters,
  onView,
  onEdit,
  onDelete,
  timeZone,
}: BlogListBodyProps) {
  if (list.status === 'loading') return <BlogCardSkeleton label="Loading blog posts" count={3} />;
  if (list.status === 'error')
    return <ErrorBanner message={list.error || 'Failed to fetch blogs'} onRetry={list.refetch} />;
  if (list.items.length === 0)
    return filtered ? (
      <EmptyState
        message="No blog posts match these filters"
        description="Try other words, another category, or clear the filters."
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        message="No blog posts yet"
        description="Posts you write appear here."
        action={<Button onClick={onCreate}>Create Blog Post</Button>}
      />
    );
  return (
    <CardGrid as="ul">
      {list.items.map((blog) => (
        <BlogCard key={blog.id} blog={blog} onView={onView} onEdit={onEdit} onDelete={onDelete} timeZone={timeZone} />
      ))}
    </CardGrid>
  );
}
