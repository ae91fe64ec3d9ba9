/**
 * What the SEO report's image codes read (issue 28), shared by the server (stored beside the record, compared in SQL
 * by migration 0022) and the in-memory API. Pure.
 *
 * **An alt text that is just a file name** (`image_alt_is_filename`). A screen reader reads the alt aloud; a file name
 * tells a listener nothing. An alt text (trimmed, not empty, of an image that is not decorative) is a file name when:
 * 1. it ends in an image file extension (`.jpg`, `.jpeg`, `.png`, `.gif`, `.webp`, `.avif`, `.heic`, `.heif`, `.tif`,
 *    `.tiff`, `.bmp`, `.svg`, any case): `IMG_2041.jpg`, `hero final.PNG`;
 * 2. or it is a name cameras, phones and tools give files: a prefix such as `IMG`, `DSC`, `PXL`, `Screenshot`,
 *    `image`, `photo` followed by digits and separators only (`IMG_2041`, `DSC01234`, `PXL_20241003_123456`,
 *    `Screenshot 2024-10-03 101500`), or a string of 16 or more hex digits (a UUID or a stored name's stem);
 * 3. or it is the image's own file name, compared by `fileNameKey`: ASCII letters folded to lower case, a trailing
 *    image extension and the separators ` -_.,+~()` ignored, so `hero-final`, `Hero Final` and `hero_final` all
 *    match `hero-final.jpg`. An alt of four or more words is a sentence someone wrote and is never compared this way
 *    (`A red bicycle by a wall` passes even for `a-red-bicycle-by-a-wall.jpg`).
 * The image's file name is a library image's original name (the featured image) or the last part of the address an
 * image in a body has (`…/hero-final.jpg`); a library image in a body is addressed by its stored name, so there rules
 * 1 and 2 decide.
 *
 * **Images stored inside the text** (`inline_data_image`): an `<img>` whose `src` is a `data:` URL. The sanitiser
 * keeps it (the page still shows the picture), and the report names the post: the image is outside the library, has
 * no renditions and makes the post's text as heavy as the picture.
 *
 * **Library images in a body** (`image_oversized` reads their sizes): the stems (`<32 hex>`) of the library files a
 * body's images are served from (`…/assets/<stem>.<ext>` or a rendition `…/assets/<stem>/<file>`).
 */
import { bodyImages } from './bodyImages.ts';

export const IMAGE_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'avif',
  'heic',
  'heif',
  'tif',
  'tiff',
  'bmp',
  'svg',
];

/** An original over this many bytes, or wider than `OVERSIZED_WIDTH` pixels, is reported (`image_oversized`). */
export const OVERSIZED_BYTES = 2 * 1024 * 1024;
export const OVERSIZED_WIDTH = 4000;

/** The separators `fileNameKey` ignores (SQL spells the same list: migration 0022). */
export const FILE_NAME_SEPARATORS = [' ', '-', '_', '.', ',', '+', '~', '(', ')'] as const;

const EXTENSION = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');
const CAMERA_NAME =
  /^(img|image|dsc[fn]?|dcim|pxl|mvimg|gopr|dji|photo|pic|picture|scan|screenshot|screen shot|snapshot|wp|sam)[\s_.-]*\d[\d\s_.-]*$/i;
const HEX_NAME = /^[0-9a-f]{16,}$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Words from which an alt counts as a sentence, never compared with the file name. */
const SENTENCE_WORDS = 4;

const foldAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** A file name as rule 3 compares it: ASCII lower case, without a trailing image extension and the separators. */
export function fileNameKey(name: string): string {
  let key = foldAscii(name.trim()).replace(EXTENSION, '');
  for (const separator of FILE_NAME_SEPARATORS) key = key.split(separator).join('');
  return key;
}

/** Rules 1 and 2: the alt reads as a file name whatever the image's own name is. */
export const altReadsAsFileName = (alt: string) => {
  const text = alt.trim();
  return EXTENSION.test(text) || CAMERA_NAME.test(text) || HEX_NAME.test(text);
};

/**
 * What is stored beside an asset's alt (`altFileKey`): '*' when the alt reads as a file name by itself (rules 1–2), its
 * `fileNameKey` when it could be the image's own name (rule 3: fewer than four words), else ''.
 */
export function altFileKeyOf(alt: string): string {
  const text = alt.trim();
  if (!text) return '';
  if (altReadsAsFileName(text)) return '*';
  return text.split(/\s+/).length >= SENTENCE_WORDS ? '' : fileNameKey(text);
}

/** True when `alt` is just a file name, `fileName` the image's own (rules 1–3). */
export function altIsFileName(alt: string, fileName: string): boolean {
  const key = altFileKeyOf(alt);
  return key === '*' || (key !== '' && key === fileNameKey(fileName));
}

/** The last part of an image address, decoded where it can be (`https://x/a/hero-final.jpg?v=2` → `hero-final.jpg`). */
const fileNameOfSrc = (src: string) => {
  const last = src.split(/[?#]/)[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

/** The alt text of a body's first image whose alt is just a file name (at most 100 characters), or '' (a data: image has no name). */
export function bodyAltFileName(html: string): string {
  for (const attributes of bodyImages(html)) {
    const alt = (attributes.get('alt') ?? '').trim();
    const src = (attributes.get('src') ?? '').trim();
    if (alt && altIsFileName(alt, src.startsWith('data:') ? '' : fileNameOfSrc(src))) return alt.slice(0, 100);
  }
  return '';
}

/** How many of a body's images are `data:` URLs and the type of the first (`2 data:image/png`), or ''. */
export function bodyDataImage(html: string): string {
  const types = bodyImages(html)
    .map((attributes) => (attributes.get('src') ?? '').trim())
    .filter((src) => /^data:/i.test(src))
    .map((src) => src.slice(0, Math.max(5, src.search(/[;,]/))).toLowerCase());
  if (!types.length) return '';
  return `${types.length} ${types[0]}`;
}

/** The stems of the library files a body's images show, space-separated in order of first use, or ''. */
export function bodyAssetsOf(html: string): string {
  const stems = new Set<string>();
  for (const attributes of bodyImages(html)) {
    const found = /\/assets\/([0-9a-f]{32})[./]/i.exec(attributes.get('src') ?? '');
    if (found) stems.add(found[1]!.toLowerCase());
  }
  return [...stems].join(' ');
}
