import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { META_FORM_MESSAGES } from '@/features/meta/messages';
import { MetaFormScreen } from '@/features/meta/screens/MetaFormScreen';
import type { NoticeState } from '../routeNotice';
import { useLeaveGuard } from '../useLeaveGuard';

const LIST = '/meta/list';

/** `/meta/create`: saving or leaving returns to the list; a dirty form asks before it is left. */
export function MetaCreateRoute() {
  const guard = useLeaveGuard('this meta entry');
  return (
    <>
      <MetaFormScreen
        onSaved={() => guard.leave(LIST)}
        onCancel={() => guard.go(LIST)}
        onDirtyChange={guard.onDirtyChange}
      />
      {guard.dialog}
    </>
  );
}

/**
 * `/meta/edit/{id}`: a missing meta entry, or an id that cannot name one, goes back to the list,
 * which says it was not found (as the blog form does).
 */
export function MetaEditRoute() {
  const guard = useLeaveGuard('this meta entry');
  const { leave } = guard;
  // stable, so the screen tells it once
  const onNotFound = useCallback(
    (notice: string) => leave(LIST, { replace: true, state: { notice } satisfies NoticeState }),
    [leave],
  );
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0)
    return <Navigate to={LIST} replace state={{ notice: META_FORM_MESSAGES.notFound } satisfies NoticeState} />;
  return (
    <>
      <MetaFormScreen
        key={id}
        metaId={id}
        onSaved={() => guard.leave(LIST)}
        onCancel={() => guard.go(LIST)}
        onNotFound={onNotFound}
        onDirtyChange={guard.onDirtyChange}
      />
      {guard.dialog}
    </>
  );
}
