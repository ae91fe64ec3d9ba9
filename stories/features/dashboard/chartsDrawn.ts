import { expect, waitFor } from 'storybook/test';

/** Waits until both lazily loaded Victory charts have drawn (they render when idle), so the screenshot is final. */
export async function chartsDrawn(root: HTMLElement): Promise<void> {
  await waitFor(() => expect(root.querySelectorAll('[role="img"] svg').length).toBeGreaterThanOrEqual(2), {
    timeout: 15_000,
  });
}
