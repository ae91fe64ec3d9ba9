import type { Decorator } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { CardGrid } from '@/ui/CardGrid';

/** A list card (`li`) shown alone at a list column's width, inside the list the screen gives it. */
export const inCardList: Decorator = (Story) => (
  <div style={{ maxWidth: 380 }}>
    <CardGrid as="ul" columns={{ base: 1, md: 1, lg: 1 }}>
      <Story />
    </CardGrid>
  </div>
);

/**
 * Waits until the card's image shows `expectedSrc` (a pattern, or the exact URL such as `PLACEHOLDER_IMAGE_URL`) and
 * is decoded: the screenshot follows the play function.
 */
export async function imageDecoded(canvasElement: HTMLElement, expectedSrc: RegExp | string): Promise<void> {
  const shows = (src: string | null | undefined) =>
    typeof expectedSrc === 'string' ? src === expectedSrc : expectedSrc.test(src ?? '');
  await waitFor(() => {
    const image = canvasElement.querySelector('img');
    const ready = image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0;
    if (!ready || !shows(image.getAttribute('src'))) throw new Error(`The image is not shown yet: ${image?.src}`);
  });
}

/** A title long enough to need three lines in a card. */
export const LONG_TITLE =
  'A very long title that keeps going well past what a card can show on three lines, so the card has to cut it with an ellipsis instead of growing taller than its neighbours';

/** A text long enough to be clamped behind "Show more". */
export const LONG_TEXT =
  'This text is long on purpose. It describes the item in more words than a card has room for, so the card shows the first three lines, ends them with an ellipsis and offers a Show more button that opens the rest in place. The rest is here: more words, and then a few more, to be sure it is cut.';
