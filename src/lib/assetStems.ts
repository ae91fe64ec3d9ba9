/**
 * Which library files a text names (the media library's usage rule, issue 28): a post's body uses an asset when the
 * body holds its stem, the 32 lower-case hex digits that open its stored name (`<stem>.<ext>`) and every URL of the
 * file and its renditions. Pure: the server's usage table (server/src/db/assetUses.ts) and the migration that fills
 * it (0023) both read it.
 */

/** The stem of a stored name: what comes before its first dot (`<32 hex>` for every name the server gives). */
export const assetStem = (name: string) => name.replace(/\..*$/, '');

const STEM_LENGTH = 32;
const HEX_RUN = new RegExp(`[0-9a-f]{${STEM_LENGTH},}`, 'g');

/**
 * Every stem the text holds, each once: every 32 characters in a row of a run of lower-case hex digits (a stem is
 * found wherever it stands in the text, inside a longer run of digits too, as a substring search would find it).
 */
export function stemsIn(text: string): string[] {
  const stems = new Set<string>();
  for (const [run] of text.matchAll(HEX_RUN)) {
    for (let at = 0; at + STEM_LENGTH <= run.length; at++) stems.add(run.slice(at, at + STEM_LENGTH));
  }
  return [...stems];
}
