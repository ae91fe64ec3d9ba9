import { badRequest, conflict } from '../http/errors.ts';
import type { Image } from '../http/multipart.ts';
import type { Config } from '../config.ts';
import { removeImage, storeImage, type UploadKind } from '../services/files.ts';
import { reencodeImage } from '../services/images.ts';

export const STALE_MESSAGE = 'This record was changed by someone else. Reload it to see their changes.';

/** 409 with the record as it is now, so the client can show what changed. */
export const staleVersion = (current: unknown) => conflict(STALE_MESSAGE, { current });

/**
 * Stores the uploaded image (if any) before the database write, and removes it again if that write fails, so a
 * saved record never points to a missing file and a rejected request leaves nothing on disk. What is stored is the
 * image decoded and encoded again (`reencodeImage`), never the uploaded bytes.
 */
export async function withStoredImage<T>(
  { dataDir, uploadMaxPixels }: Pick<Config, 'dataDir' | 'uploadMaxPixels'>,
  kind: UploadKind,
  image: Image | undefined,
  work: (name: string | undefined) => Promise<T>,
): Promise<T> {
  const clean = image ? await reencodeImage(image, uploadMaxPixels) : undefined;
  const name = clean ? await storeImage(dataDir, kind, clean) : undefined;
  try {
    return await work(name);
  } catch (error) {
    if (name) await removeImage(dataDir, kind, name);
    throw error;
  }
}

/** `removeImage=true` on updates. */
export function parseFlag(raw: unknown, field: string): boolean {
  if (raw === undefined || raw === null || raw === '' || raw === false || raw === 'false' || raw === '0') return false;
  if (raw === true || raw === 'true' || raw === '1') return true;
  throw badRequest('Please fix the highlighted fields', { [field]: `${field} must be true or false` });
}
