import { expect, waitFor } from 'storybook/test';

/** Scrolls the page to its end, as an admin does who fills a long form and reaches its submit button. */
export function scrollToEnd(): void {
  window.scrollTo(0, document.documentElement.scrollHeight);
}

/** The failed submit's field took the focus and is on screen (not above or below the viewport). */
export async function expectRevealed(field: HTMLElement): Promise<void> {
  await waitFor(() => expect(field).toHaveFocus());
  const box = field.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
}
