import { useCallback, useRef, type ReactNode } from 'react';
import { useBlocker, useNavigate, type NavigateOptions, type To } from 'react-router-dom';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';

export interface LeaveGuard {
  /** Give to the screen's `onDirtyChange`. */
  onDirtyChange: (dirty: boolean) => void;
  /** Navigates without asking: after a save, or once the admin chose to leave. */
  leave: (to: To, options?: NavigateOptions) => void;
  /** Navigates, asking first while the form is dirty (Cancel, back to list). */
  go: (to: To) => void;
  /** The "Leave this page?" dialog; render it next to the screen. */
  dialog: ReactNode;
}

/**
 * The route side of "unsaved changes are never lost silently": while the screen reports `dirty`, any navigation
 * that leaves the page (a link, the back button, Cancel) is held by React Router's `useBlocker` and the admin is
 * asked with `UnsavedChangesDialog`. Closing the tab is the screen's own `useUnsavedChangesGuard`.
 * Needs a data router (`createBrowserRouter`). `subject` names what is left, e.g. 'this blog post'.
 */
export function useLeaveGuard(subject?: string): LeaveGuard {
  const navigate = useNavigate();
  // A ref, not state: a save reports clean and navigates in the same tick, before a re-render could unblock.
  const dirtyRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const onDirtyChange = useCallback((dirty: boolean) => {
    dirtyRef.current = dirty;
  }, []);

  const leave = useCallback(
    (to: To, options?: NavigateOptions) => {
      dirtyRef.current = false;
      void navigate(to, options);
    },
    [navigate],
  );

  const go = useCallback((to: To) => void navigate(to), [navigate]);

  const dialog = (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      subject={subject}
      onStay={() => blocker.reset?.()}
      onLeave={() => {
        dirtyRef.current = false;
        blocker.proceed?.();
      }}
    />
  );

  return { onDirtyChange, leave, go, dialog };
}
