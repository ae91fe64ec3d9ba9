import { useAtomValue, useSetAtom } from 'jotai';
import { timeAtom } from '@/shared/time';
import { ToastRegion } from '@/ui/Toast';
import { dismissToastAtom, runToastActionAtom, toastViewAtom } from './toastAtoms';

/** The app's one toast region, fed by `useToast()`; mounted once in the signed-in layout. */
export function ToastHost() {
  const toasts = useAtomValue(toastViewAtom);
  const timers = useAtomValue(timeAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const runAction = useSetAtom(runToastActionAtom);
  return <ToastRegion toasts={toasts} timers={timers} onDismiss={dismiss} onAction={(id) => void runAction(id)} />;
}
