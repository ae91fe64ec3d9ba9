import { useEffect } from 'react';

/**
 * Asks the browser to confirm closing or reloading the tab while `dirty` (the browser shows its own text).
 * In-app navigation is guarded by the route adapter (`src/app/routes/useLeaveGuard.tsx`), which hears about `dirty`
 * through the screen's `onDirtyChange`.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/** Tells the host whenever `dirty` changes (and `false` on unmount), for the screens' `onDirtyChange` prop. */
export function useReportDirty(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined): void {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
}
