export { ToastHost } from './ToastHost';
export { useToast } from './useToast';
export { clearToastsAtom, MAX_TOASTS, type ToastOptions } from './toastAtoms';
