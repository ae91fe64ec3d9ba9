/** Largest image the upload widget accepts (docs/panel.md#numbers: 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The upload alerts of docs/panel.md#validation, word for word. */
export const IMAGE_TYPE_ERROR = 'Please select an image file';
export const IMAGE_SIZE_ERROR = 'Image size should be less than 5MB';
/** The server's refusal of a file whose bytes are not an accepted image (docs/api.md#uploads). */
export const UPLOAD_TYPE_ERROR = 'Only PNG, JPEG, GIF or WebP images are accepted';

/** The only image types the rich-text editor's image-file insert accepts (docs/panel.md#validation). */
export const EDITOR_IMAGE_MIME_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'] as const;

/** The image types the server stores for a featured image (docs/api.md#uploads); SVG is not one. */
export const UPLOAD_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The file extension an accepted image type is stored under. */
export const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The upload widget's hint: the formats the server really accepts, and the size limit. */
export const IMAGE_UPLOAD_HINT = 'PNG, JPG, GIF or WebP up to 5MB';

/** An image of a type the server does not take (an SVG, a BMP): the accepted formats named. */
export const IMAGE_FORMAT_ERROR = 'Please select a PNG, JPG, GIF or WebP image';

/** A file whose bytes the browser cannot show as a picture (a text file named `fake.png`). */
/** A save pressed while a picked image is still being read (saved now, the record would go without it). */
export const IMAGE_READING_MESSAGE = 'The image is still being read: save once its preview shows';

export const IMAGE_UNREADABLE_ERROR = 'This file is not a readable image. Please select another one.';

/** The alert text for a file the upload widget must refuse (the spec's two first), or null when it is acceptable. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_TYPE_ERROR;
  if (!(UPLOAD_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return IMAGE_FORMAT_ERROR;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_ERROR;
  return null;
}

/**
 * Whether an upload is SVG (scripts and external references make it a document, not a picture, so none is stored):
 * by its declared type, its name, or (once read) its first bytes.
 */
export function isSvg(file: { name: string; type: string }, bytes?: Uint8Array): boolean {
  if (/svg/i.test(file.type) || /\.svgz?$/i.test(file.name)) return true;
  const head = bytes && new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  return head !== undefined && /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg\b/i.test(head);
}
