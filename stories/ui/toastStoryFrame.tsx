import type { Decorator } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { timeAtom } from '../../src/shared/time';
import { ToastRegion, type ToastRegionProps } from '../../src/ui/Toast';

/**
 * A frame that holds the fixed toast region (a transformed box is the containing block of fixed children), so the
 * screenshot shows the corner the toasts sit in rather than a whole empty viewport. `parameters.toastFrameHeight`
 * sets its height (260 px by default).
 */
export const toastFrame: Decorator = (Story, context) => (
  <div
    data-screenshot="page"
    style={{
      position: 'relative',
      height: (context.parameters.toastFrameHeight as number | undefined) ?? 260,
      transform: 'translateZ(0)',
    }}
  >
    <button type="button">Before the toasts</button>
    {Story()}
  </div>
);

/** The region counting down with the story's timers (manual ones under `withManualTimers`). */
export function RegionWithStoryTimers(props: ToastRegionProps) {
  const timers = useAtomValue(timeAtom);
  return <ToastRegion {...props} timers={timers} />;
}
