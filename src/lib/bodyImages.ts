/**
 * Images in a post body that say nothing to a screen reader: an `<img>` with no `alt` attribute at all. An empty
 * `alt=""` is the HTML way to mark an image as decorative and is not reported. Shared by the server (stored beside the
 * body as `bodyImageWithoutAlt`, read by the SEO report's `image_missing_alt`) and the in-memory API.
 */

/** One tag's attributes (shared with ./bodyLinks.ts): `name`, `name=value`, `name="value"` or `name='value'`. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const IMG = /<img\b((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;

export function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The first image of `html` without an `alt` attribute, named by its `src` (an address or a file name the editor
 * can find again; `data:` sources are cut to their type), or '' when every image has one.
 */
export function imageWithoutAlt(html: string): string {
  for (const match of html.matchAll(IMG)) {
    const attributes = attributesOf(match[1] ?? '');
    if (attributes.has('alt')) continue;
    const src = (attributes.get('src') ?? '').trim();
    if (!src) return 'an image with no address';
    if (!src.startsWith('data:')) return src.slice(0, 300);
    const end = src.search(/[;,]/);
    return `${end > 0 ? src.slice(0, end) : 'data:'} image`;
  }
  return '';
}

/** The attributes of every `<img>` of `html`, in order. */
export const bodyImages = (html: string): Map<string, string>[] =>
  [...html.matchAll(IMG)].map((match) => attributesOf(match[1] ?? ''));
