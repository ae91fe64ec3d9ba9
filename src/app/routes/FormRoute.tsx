import { useCallback, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { NoticeState } from './routeNotice';
import { useLeaveGuard } from './useLeaveGuard';

/** What a create/edit screen is given by its route. */
export interface FormRouteHandlers {
  /** After a save: back to the list without asking. */
  onSaved: () => void;
  /** Cancel and Back to list: asks first while the form has unsaved changes. */
  onCancel: () => void;
  /** The record does not exist: back to the list, which shows the message. */
  onNotFound: (notice: string) => void;
  onDirtyChange: (dirty: boolean) => void;
}

export interface FormRouteProps {
  /** The list the form returns to, e.g. `/category/list`. */
  list: string;
  /** What the leave dialog says is left, e.g. "this category". */
  subject: string;
  children: (handlers: FormRouteHandlers) => ReactNode;
}

/** The route side of every create/edit screen: saving or leaving returns to the list; a dirty form asks first. */
export function FormRoute({ list, subject, children }: FormRouteProps) {
  const guard = useLeaveGuard(subject);
  const { leave } = guard;
  // stable, so the screen tells it once
  const onNotFound = useCallback(
    (notice: string) => leave(list, { replace: true, state: { notice } satisfies NoticeState }),
    [leave, list],
  );
  return (
    <>
      {children({
        onSaved: () => guard.leave(list),
        onCancel: () => guard.go(list),
        onNotFound,
        onDirtyChange: guard.onDirtyChange,
      })}
      {guard.dialog}
    </>
  );
}

export interface NumberedFormRoutes {
  list: string;
  subject: string;
  /** The list's notice when the edit link names no record. */
  notFound: string;
  /** The screen for a record id (undefined: create). */
  screen: (id: number | undefined, handlers: FormRouteHandlers) => ReactNode;
}

/**
 * `/{type}/create` and `/{type}/edit/{id}` of a record named by its numeric id: a missing record, or an id that
 * cannot name one, goes back to the list, which says it was not found (as the blog form does).
 */
export function numberedFormRoutes({ list, subject, notFound, screen }: NumberedFormRoutes) {
  function CreateRoute() {
    return (
      <FormRoute list={list} subject={subject}>
        {(handlers) => screen(undefined, handlers)}
      </FormRoute>
    );
  }
  function EditRoute() {
    const id = Number(useParams().id);
    if (!Number.isInteger(id) || id <= 0)
      return <Navigate to={list} replace state={{ notice: notFound } satisfies NoticeState} />;
    return (
      <FormRoute key={id} list={list} subject={subject}>
        {(handlers) => screen(id, handlers)}
      </FormRoute>
    );
  }
  return { CreateRoute, EditRoute };
}
