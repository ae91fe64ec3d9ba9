import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { Toast, type ToastData } from './Toast';
import { Announcer, List, Region } from './Toast.styles';
import { realToastTimers, type ToastTimers } from './parts/useToastTimer';

export interface ToastRegionProps {
  /** The toasts on screen, oldest first (the newest sits nearest the corner). */
  toasts: ToastData[];
  /** Called with a toast's id by its action button (e.g. Undo). */
  onAction?: (id: string) => void;
  /** Called with a toast's id by its close button, Escape, or the end of its countdown. */
  onDismiss: (id: string) => void;
  /** Timer functions of the countdowns. @default the window's timers */
  timers?: ToastTimers;
  /** Accessible name of the region landmark. @default 'Notifications' */
  label?: string;
  /** Key that moves focus to the newest toast from anywhere on the page. @default 'F8' */
  hotkey?: string;
}

interface Announcement {
  seen: string[];
  current: ToastData | null;
}

/**
 * Where toasts appear: a labelled region in a corner (across the bottom on a phone). Screen readers hear each new
 * message from live regions that exist before it arrives (polite; assertive for errors). Toasts never take focus:
 * the hotkey (F8) or Tab reaches them, and when the toast holding focus goes (closed, Escape, its action done), focus
 * returns to where it came from. Every countdown waits while focus is in the region; a toast's own waits while the
 * pointer is on it.
 */
export function ToastRegion({
  toasts,
  onAction,
  onDismiss,
  timers = realToastTimers,
  label = 'Notifications',
  hotkey = 'F8',
}: ToastRegionProps) {
  const regionRef = useRef<HTMLElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [focusInside, setFocusInside] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement>({ seen: [], current: null });

  // A new toast becomes the announcement (derived while rendering, so it is in the live region with the toast).
  const fresh = toasts.filter((toast) => !announcement.seen.includes(toast.id));
  if (fresh.length > 0) {
    setAnnouncement({ seen: toasts.map((toast) => toast.id), current: fresh[fresh.length - 1] ?? null });
  }
  const current =
    announcement.current && toasts.some((toast) => toast.id === announcement.current?.id) ? announcement.current : null;

  useEffect(() => {
    if (toasts.length === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return;
      const target = regionRef.current?.querySelector<HTMLElement>('li:last-child button:not(:disabled)');
      if (!target) return;
      event.preventDefault();
      if (!regionRef.current?.contains(document.activeElement)) {
        returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey, toasts.length]);

  // The toast holding focus went away (closed, Escape, its action done): focus goes back to where it came from.
  useLayoutEffect(() => {
    if (!focusInside || regionRef.current?.contains(document.activeElement)) return;
    const target = returnTo.current;
    returnTo.current = null;
    setFocusInside(false);
    if (target?.isConnected) target.focus();
  }, [focusInside, toasts]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !regionRef.current?.contains(from)) returnTo.current = from;
    setFocusInside(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    // A removed toast's button blurs with nowhere to go: the effect above sends focus back.
    if (!event.target.isConnected) return;
    if (to instanceof Node && regionRef.current?.contains(to)) return;
    returnTo.current = null;
    setFocusInside(false);
  };

  return (
    <Region ref={regionRef} aria-label={label} aria-keyshortcuts={hotkey} onFocus={onFocus} onBlur={onBlur}>
      <Announcer role="status" aria-live="polite" aria-atomic="true">
        {current && current.tone !== 'error' ? <span key={current.id}>{current.message}</span> : null}
      </Announcer>
      <Announcer role="alert" aria-live="assertive" aria-atomic="true">
        {current?.tone === 'error' ? <span key={current.id}>{current.message}</span> : null}
      </Announcer>
      {toasts.length > 0 ? (
        <List>
          {toasts.map((toast) => (
            <Toast
              key={toast.id}
              toast={toast}
              running={!focusInside}
              timers={timers}
              onAction={onAction}
              onDismiss={onDismiss}
            />
          ))}
        </List>
      ) : null}
    </Region>
  );
}
