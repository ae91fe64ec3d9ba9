import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { dismissToastAtom, expireToastActionsAtom, showToastAtom, type ToastOptions } from './toastAtoms';

/** `const toast = useToast(); toast.show({ message, action: { label: 'Undo', onAction } })` from any feature. */
export function useToast(): {
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
  /** Takes the action off toasts that act only on what `gone` matches (see `ToastOptions.actsOn`). */
  expire: (gone: (key: string) => boolean) => void;
} {
  const show = useSetAtom(showToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const expire = useSetAtom(expireToastActionsAtom);
  return useMemo(() => ({ show, dismiss, expire }), [show, dismiss, expire]);
}
