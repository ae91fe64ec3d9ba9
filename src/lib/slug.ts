/** Longest blogId allowed (docs/panel.md#numbers). */
export const SLUG_MAX_LENGTH = 50;

/**
 * The blogId rule (docs/panel.md#validation): lowercased, characters other than letters, digits and spaces removed,
 * whitespace runs turned into hyphens, cut to 50 characters. Accents are folded first (é → e) and edge
 * hyphens dropped, so the result always matches the server's `^[a-z0-9]+(?:-[a-z0-9]+)*$`.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
