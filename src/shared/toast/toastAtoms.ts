import { atom } from 'jotai';
import type { ToastData } from '@/ui/Toast';

/** What a feature asks for: `show({ message, action: { label: 'Undo', onAction }, durationMs })`. */
export interface ToastOptions {
  /** The text shown and announced. */
  message: string;
  /** `error` for a refusal or failure. @default 'neutral' */
  tone?: ToastData['tone'];
  /** One action; the toast shows it busy while a returned promise runs, then closes (the action says its own failure). */
  action?: { label: string; onAction: () => unknown };
  /** Milliseconds before it closes itself; `Infinity` keeps it until closed. @default 10000 */
  durationMs?: number;
  /**
   * What the action acts on (`trash:blog:12`): once every one of these is gone by another way (`expireToastActionsAtom`),
   * the toast loses its action, so it never offers what can no longer be done.
   */
  actsOn?: readonly string[];
}

interface ToastEntry extends ToastOptions {
  id: string;
  busy: boolean;
}

/** More would cover the page on a phone: the oldest idle toast gives way to a new one. */
export const MAX_TOASTS = 3;

let nextId = 1;

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<ToastEntry[]>([]);

/** Shows a toast; returns its id. */
export const showToastAtom = atom(null, (get, set, options: ToastOptions): string => {
  const id = `toast-${nextId++}`;
  let toasts = [...get(toastsAtom), { ...options, id, busy: false }];
  while (toasts.length > MAX_TOASTS) {
    const idle = toasts.findIndex((toast) => !toast.busy);
    if (idle === -1 || idle === toasts.length - 1) break;
    toasts = toasts.filter((_, index) => index !== idle);
  }
  set(toastsAtom, toasts);
  return id;
});

/** Closes a toast (nothing when it is already gone). */
export const dismissToastAtom = atom(null, (get, set, id: string) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

/** Closes every toast (sign-out: the next admin in this tab must not undo the last one's deletes). */
export const clearToastsAtom = atom(null, (_get, set) => set(toastsAtom, []));

/**
 * Says that the things `gone` matches (keys of `actsOn`) are gone by another way (restored or deleted forever from the
 * Trash): a toast whose every subject is gone loses its action; one that still acts on others keeps it for them.
 */
export const expireToastActionsAtom = atom(null, (get, set, gone: (key: string) => boolean) => {
  set(
    toastsAtom,
    get(toastsAtom).map((toast) => {
      if (!toast.action || !toast.actsOn?.some(gone) || toast.busy) return toast;
      const actsOn = toast.actsOn.filter((key) => !gone(key));
      return actsOn.length ? { ...toast, actsOn } : { ...toast, actsOn, action: undefined };
    }),
  );
});

/** Runs a toast's action once (busy meanwhile), then closes it, whatever the action's outcome. */
export const runToastActionAtom = atom(null, async (get, set, id: string) => {
  const toast = get(toastsAtom).find((entry) => entry.id === id);
  if (!toast?.action || toast.busy) return;
  set(
    toastsAtom,
    get(toastsAtom).map((entry) => (entry.id === id ? { ...entry, busy: true } : entry)),
  );
  try {
    await toast.action.onAction();
  } finally {
    set(dismissToastAtom, id);
  }
});

/** The toasts as the region shows them. */
export const toastViewAtom = atom((get) =>
  get(toastsAtom).map((toast): ToastData => ({
    id: toast.id,
    message: toast.message,
    tone: toast.tone,
    actionLabel: toast.action?.label,
    busy: toast.busy,
    durationMs: toast.durationMs,
  })),
);
