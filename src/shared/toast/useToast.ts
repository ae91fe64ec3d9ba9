import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { dismissToastAtom, showToastAtom, type ToastOptions } from './toastAtoms';

/** `const toast = useToast(); toast.show({ message, action: { label: 'Undo', onAction } })` from any feature. */
export function useToast(): { show: (options: ToastOptions) => string; dismiss: (id: string) => void } {
  const show = useSetAtom(showToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}
