/** Largest image the upload widget accepts (docs/panel.md#numbers: 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The upload alerts of docs/panel.md#validation, word for word. */
export const IMAGE_TYPE_ERROR = 'Please select an image file';
export const IMAGE_SIZE_ERROR = 'Image size should be less than 5MB';

/** The only image types the rich-text editor's image-file insert accepts (docs/panel.md#validation). */
export const EDITOR_IMAGE_MIME_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'] as const;

/** The spec's alert text for a file the upload widget must refuse, or null when the file is acceptable. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_TYPE_ERROR;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_ERROR;
  return null;
}
