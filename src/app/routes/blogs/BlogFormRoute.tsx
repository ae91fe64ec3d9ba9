import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { BlogFormScreen } from '@/features/blogs/screens/BlogFormScreen';
import { useLeaveGuard } from '../useLeaveGuard';
import { useCategoryChoices } from './useCategoryChoices';

const LIST = '/blog/list';

/** `/blog/create` and `/blog/edit/:id`: saves, Cancel and "not found" go to the list; a dirty form asks first. */
export function BlogFormRoute() {
  const { id } = useParams();
  const guard = useLeaveGuard('this blog post');
  const { leave } = guard;
  // stable, so the screen tells it once
  const onNotFound = useCallback((notice: string) => leave(LIST, { replace: true, state: { notice } }), [leave]);
  return (
    <>
      <BlogFormScreen
        key={id ?? 'create'}
        blogId={id}
        categories={useCategoryChoices()}
        onSaved={() => guard.leave(LIST)}
        onCancel={() => guard.go(LIST)}
        onNotFound={onNotFound}
        onDirtyChange={guard.onDirtyChange}
      />
      {guard.dialog}
    </>
  );
}
