import { countLabel } from '@/lib/plural';

/** The files of a drop or a paste split into the images and the rest. */
export function splitImageFiles(files: ArrayLike<File>): { images: File[]; others: File[] } {
  const all = Array.from(files);
  return {
    images: all.filter((file) => file.type.startsWith('image/')),
    others: all.filter((file) => !file.type.startsWith('image/')),
  };
}

/** Names files for a sentence: "a.pdf", "a.pdf and b.txt", "a.pdf, b.txt and c.doc". */
const nameList = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** Said for files dropped or pasted into the text that are not images. */
export const notImagesNote = (files: readonly File[]) =>
  `${nameList(files.map((file) => file.name || 'The file'))} ${files.length === 1 ? 'was' : 'were'} not inserted: only images can go in the text.`;

/** A reason as the middle of a sentence: its first letter small unless it starts an acronym ("SVG"), one full stop. */
const asClause = (reason: string) => {
  const text = reason.trim().replace(/\.+$/, '');
  const lower = /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return `${lower}.`;
};

/** Said when an image dropped or pasted into the text could not be uploaded: nothing went in. */
export const uploadFailedNote = (file: File, reason: string) =>
  `${file.name || 'The image'} was not inserted: ${asClause(reason)} Nothing was added to the text.`;

/** What the upload line says while a dropped or pasted image is on its way to the media library. */
export const uploadingNote = (file: File, place: number, total: number) =>
  `Uploading ${file.name || 'the image'}${total > 1 ? ` (${place} of ${total})` : ''}…`;

/** Said when pasted text held images as `data:` URLs, which the editor leaves out rather than keep in the body. */
export const dataImagesNote = (count: number) =>
  `${countLabel(count, { one: 'image', other: 'images' })} in the pasted text ${count === 1 ? 'was' : 'were'} left ` +
  'out: images inside pasted text are not uploaded. Drop or paste each image file by itself, or use Insert image.';

/**
 * Pasted HTML without its `data:` images (an image embedded in the text itself, which would sit in the body outside
 * the media library): the HTML to paste and how many were left out. HTML without any is given back as it was.
 */
export function withoutDataImages(html: string): { html: string; dropped: number } {
  if (!/data:/i.test(html)) return { html, dropped: 0 };
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const found = [...doc.querySelectorAll('img')].filter((img) => /^data:/i.test(img.getAttribute('src')?.trim() ?? ''));
  if (!found.length) return { html, dropped: 0 };
  for (const img of found) img.remove();
  return { html: doc.body.innerHTML, dropped: found.length };
}
