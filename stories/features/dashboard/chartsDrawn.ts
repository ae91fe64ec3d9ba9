import { waitFor } from 'storybook/test';

/**
 * Waits until both lazily loaded Victory charts have drawn (they render when idle), so the screenshot is final: each
 * chart's plot (the `role="img"` of its figure) holds its drawing. Counting drawings alone is not enough: one chart's
 * drawing may be more than one `svg`.
 */
export async function chartsDrawn(root: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      const plots = [...root.querySelectorAll('figure > [role="img"]')];
      const waiting = plots.filter((plot) => !plot.querySelector('svg')).length;
      if (plots.length < 2 || waiting > 0) throw new Error(`${waiting} of ${plots.length} charts not drawn yet`);
    },
    { timeout: 15_000 },
  );
}
