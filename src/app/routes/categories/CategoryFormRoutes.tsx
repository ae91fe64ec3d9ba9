import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { CATEGORY_FORM_MESSAGES } from '@/features/categories/messages';
import { CategoryFormScreen } from '@/features/categories/screens/CategoryFormScreen';
import type { NoticeState } from '../routeNotice';
import { useLeaveGuard } from '../useLeaveGuard';

const LIST = '/category/list';

/** `/category/create`: saving or leaving returns to the list; a dirty form asks before it is left. */
export function CategoryCreateRoute() {
  const guard = useLeaveGuard('this category');
  return (
    <>
      <CategoryFormScreen
        onSaved={() => guard.leave(LIST)}
        onCancel={() => guard.go(LIST)}
        onDirtyChange={guard.onDirtyChange}
      />
      {guard.dialog}
    </>
  );
}

/**
 * `/category/edit/{id}`: a missing category, or an id that cannot name one, goes back to the list,
 * which says it was not found (as the blog form does).
 */
export function CategoryEditRoute() {
  const guard = useLeaveGuard('this category');
  const { leave } = guard;
  // stable, so the screen tells it once
  const onNotFound = useCallback(
    (notice: string) => leave(LIST, { replace: true, state: { notice } satisfies NoticeState }),
    [leave],
  );
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0)
    return <Navigate to={LIST} replace state={{ notice: CATEGORY_FORM_MESSAGES.notFound } satisfies NoticeState} />;
  return (
    <>
      <CategoryFormScreen
        key={id}
        categoryId={id}
        onSaved={() => guard.leave(LIST)}
        onCancel={() => guard.go(LIST)}
        onNotFound={onNotFound}
        onDirtyChange={guard.onDirtyChange}
      />
      {guard.dialog}
    </>
  );
}
