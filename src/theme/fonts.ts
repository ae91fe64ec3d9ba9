// Bundled, never fetched: screenshots and first paint do not depend on the network.
import '@fontsource-variable/inter/wght.css';

/** The weights the panel's text uses: body 400, menu 500, titles, badges and buttons 600, page titles 700. */
const WEIGHTS = [400, 500, 600, 700] as const;

/**
 * Starts fetching every weight of Inter now. The browser fetches a face only once a layout needs it, so a page whose
 * first layout brings a new weight (a list's cards: semibold titles, badges, buttons) is laid out with the fallback
 * font, then again when Inter arrives; asked for ahead, the faces are ready when the data comes.
 */
export function loadFontFaces(): void {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  for (const weight of WEIGHTS) void document.fonts.load(`${weight} 1em 'Inter Variable'`);
}
