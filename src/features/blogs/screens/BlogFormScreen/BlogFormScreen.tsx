import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { isApiError } from '@/shared/api/ApiError';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { FormScreen } from '@/ui/FormLayout';
import { Skeleton, SkeletonRegion } from '@/ui/Skeleton';
import { blogDetailAtom } from '../../atoms';
import { BlogForm } from '../../components/BlogForm';
import { BLOG_NOT_FOUND_MESSAGE } from '../../schema';
import type { Blog, CategoryChoices } from '../../types';

export interface BlogFormScreenProps {
  /** The post to edit (`/blog/edit/{id}`); omitted to create one. */
  blogId?: string;
  /** The categories to file the post under (the app reads them from the categories feature). */
  categories: CategoryChoices;
  /** Called after a successful save (the app goes to the list). */
  onSaved: (blog: Blog) => void;
  /** Cancel and back to list. */
  onCancel: () => void;
  /** Called with "Blog not found locally" when `blogId` does not exist (the app goes to the list with it). */
  onNotFound: (message: string) => void;
  /** Reports unsaved changes, for the route's leave guard. */
  onDirtyChange?: (dirty: boolean) => void;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix it). */
  timeZone?: string;
}

/** `/blog/create` and `/blog/edit/{id}`. */
export function BlogFormScreen({ blogId, ...props }: BlogFormScreenProps) {
  return (
    <FormScreen
      title={blogId ? 'Edit Blog' : 'Create Blog'}
      subtitle={blogId ? `Editing ${blogId}` : 'Write a new post and set how it appears in search results.'}
      onBack={props.onCancel}
    >
      {blogId ? <EditForm key={blogId} blogId={blogId} {...props} /> : <BlogForm {...props} />}
    </FormScreen>
  );
}

function EditForm({ blogId, onNotFound, ...props }: BlogFormScreenProps & { blogId: string }) {
  const query = useAtomValue(blogDetailAtom(blogId));
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  useEffect(() => {
    if (notFound) onNotFound(BLOG_NOT_FOUND_MESSAGE);
  }, [notFound, onNotFound]);

  if (notFound) return <ErrorBanner message={BLOG_NOT_FOUND_MESSAGE} />;
  if (query.isError)
    return (
      <ErrorBanner message={query.error.message || 'Failed to fetch blogs'} onRetry={() => void query.refetch()} />
    );
  if (query.isPending)
    return (
      <SkeletonRegion label="Loading blog post">
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
        <Skeleton shape="block" height="12rem" />
      </SkeletonRegion>
    );
  return <BlogForm blog={query.data} {...props} />;
}
