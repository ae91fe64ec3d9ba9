import { Navigate, useParams } from 'react-router-dom';
import { CategoryFormScreen } from '../../../features/categories/screens/CategoryFormScreen';
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

/** `/category/edit/{id}`: a malformed id goes back to the list. */
export function CategoryEditRoute() {
  const guard = useLeaveGuard('this category');
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={LIST} replace />;
  return (
    <>
      <CategoryFormScreen
        key={id}
        categoryId={id}
        onSaved={() => guard.leave(LIST)}
        onCancel={() => guard.go(LIST)}
        onDirtyChange={guard.onDirtyChange}
      />
      {guard.dialog}
    </>
  );
}
