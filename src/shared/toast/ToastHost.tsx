import { useAtomValue, useSetAtom } from 'jotai';
import { timersAtom } from '@/shared/timers';
import { ToastRegion } from '@/ui/Toast';
import { dismissToastAtom, runToastActionAtom, toastViewAtom } from './toastAtoms';

/** The app's one toast region, fed by `useToast()`; mounted once in the signed-in layout. */
export function ToastHost() {
  const toasts = useAtomValue(toastViewAtom);
  const timers = useAtomValue(timersAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const runAction = useSetAtom(runToastActionAtom);
  return <ToastRegion toasts={toasts} timers={timers} onDismiss={dismiss} onAction={(id) => void runAction(id)} />;
}
