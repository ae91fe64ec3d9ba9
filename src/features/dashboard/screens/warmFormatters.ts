import { formatRelativeTime } from '@/lib/dates';
import { whenIdle } from '@/lib/whenIdle';
import { countLabel } from '@/lib/plural';

/** A call that makes each formatter the loaded parts use (they are made on first use). */
const WARM_UPS = [() => countLabel(2, { one: 'item', other: 'items' }), () => formatRelativeTime(0, 3_600_000)];

/**
 * Makes the number, plural and relative-time formatters while the skeleton shows, one per idle moment, so the
 * slices that first use them (Needs attention, Recent Activity) do not pay for them. Returns a cancel function.
 */
export function warmFormatters(): () => void {
  let cancel = () => {};
  const step = (index: number) => {
    const warmUp = WARM_UPS[index];
    if (!warmUp) return;
    cancel = whenIdle(() => {
      warmUp();
      step(index + 1);
    });
  };
  step(0);
  return () => cancel();
}
