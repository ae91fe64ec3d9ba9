import { useId, useState } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { CloseButton, Controls, Item, Message } from './Toast.styles';
import { useToastTimer, type ToastTimers } from './parts/useToastTimer';

/** How long a toast stays when nothing holds it (the 10 s Undo window). */
export const TOAST_DURATION_MS = 10_000;

/** One message of the toast region. */
export interface ToastData {
  /** Unique among the toasts on screen. */
  id: string;
  /** The text shown and announced, e.g. `Blog post "Spring" moved to the trash.` */
  message: string;
  /** `error` for a refusal or failure (announced assertively, red). @default 'neutral' */
  tone?: 'neutral' | 'error';
  /** Label of the one action button, e.g. "Undo"; no button without it. */
  actionLabel?: string;
  /** The action is running: its button shows busy and the countdown waits. @default false */
  busy?: boolean;
  /** Milliseconds before it closes itself; `Infinity` keeps it until closed. @default 10000 */
  durationMs?: number;
}

export interface ToastProps {
  /** The message and its action. */
  toast: ToastData;
  /** False while focus is on the toasts: the countdown waits (it also waits while the pointer is on this toast). */
  running: boolean;
  /** Timer functions for the countdown. */
  timers: ToastTimers;
  /** Called with the toast's id by its action button. */
  onAction?: (id: string) => void;
  /** Called with the toast's id by the close button, Escape and the end of the countdown. */
  onDismiss: (id: string) => void;
}

/** One toast: message, optional action (e.g. Undo), close button, and its own countdown. */
export function Toast({ toast, running, timers, onAction, onDismiss }: ToastProps) {
  const messageId = useId();
  const busy = toast.busy ?? false;
  // Per toast, not per region: a toast removed from under the pointer never hears it leave.
  const [hovered, setHovered] = useState(false);
  useToastTimer(toast.durationMs ?? TOAST_DURATION_MS, running && !busy && !hovered, timers, () => onDismiss(toast.id));
  return (
    <Item
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      $tone={toast.tone ?? 'neutral'}
      data-toast-id={toast.id}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || busy) return;
        event.stopPropagation();
        onDismiss(toast.id);
      }}
    >
      <Message id={messageId}>{toast.message}</Message>
      <Controls>
        {toast.actionLabel && onAction ? (
          <Button
            variant={toast.tone === 'error' ? 'danger' : 'primary'}
            size="sm"
            busy={busy}
            aria-describedby={messageId}
            onClick={() => onAction(toast.id)}
          >
            {toast.actionLabel}
          </Button>
        ) : null}
        <CloseButton
          type="button"
          aria-label="Dismiss notification"
          aria-describedby={messageId}
          disabled={busy}
          onClick={() => onDismiss(toast.id)}
        >
          <Icon name="close" />
        </CloseButton>
      </Controls>
    </Item>
  );
}
