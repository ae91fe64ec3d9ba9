import { Navigate, useParams } from 'react-router-dom';
import { MetaFormScreen } from '../../../features/meta/screens/MetaFormScreen';
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

/** `/meta/edit/{id}`: a malformed id goes back to the list. */
export function MetaEditRoute() {
  const guard = useLeaveGuard('this meta entry');
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={LIST} replace />;
  return (
    <>
      <MetaFormScreen
        key={id}
        metaId={id}
        onSaved={() => guard.leave(LIST)}
        onCancel={() => guard.go(LIST)}
        onDirtyChange={guard.onDirtyChange}
      />
      {guard.dialog}
    </>
  );
}
