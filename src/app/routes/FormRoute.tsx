import { useCallback, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { FormPage, ResourceRouteProps } from '../registry/section';
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

type FormScreen<K> = (key: K | undefined, handlers: FormRouteHandlers) => ReactNode;

/**
 * `/{type}/create` and `/{type}/edit/{id}` of a record named by its numeric id: a missing record, or an id that
 * cannot name one, goes back to the list, which says `notFound` (as the blog form does).
 */
export function numberedFormPage(notFound: string, screen: FormScreen<number>): FormPage {
  function NumberedFormRoute({ resource }: ResourceRouteProps) {
    const param = useParams().id;
    const id = param === undefined ? undefined : Number(param);
    if (id !== undefined && (!Number.isInteger(id) || id <= 0))
      return <Navigate to={resource.listHref} replace state={{ notice: notFound } satisfies NoticeState} />;
    return (
      <FormRoute key={id ?? 'create'} list={resource.listHref} subject={resource.subject}>
        {(handlers) => screen(id, handlers)}
      </FormRoute>
    );
  }
  return { Route: NumberedFormRoute };
}

/** `/{type}/create` and `/{type}/edit/{key}` of a record named by a key of its own (a blog post's blogId). */
export function keyedFormPage(screen: FormScreen<string>): FormPage {
  function KeyedFormRoute({ resource }: ResourceRouteProps) {
    const key = useParams().id;
    return (
      <FormRoute key={key ?? 'create'} list={resource.listHref} subject={resource.subject}>
        {(handlers) => screen(key, handlers)}
      </FormRoute>
    );
  }
  return { Route: KeyedFormRoute };
}
