import { badRequest, conflict } from '../http/errors.ts';
import type { Image } from '../http/multipart.ts';
import { removeImage, storeImage, type UploadKind } from '../services/files.ts';

export const STALE_MESSAGE = 'This record was changed by someone else. Reload it to see their changes.';

/** 409 with the record as it is now, so the client can show what changed. */
export const staleVersion = (current: unknown) => conflict(STALE_MESSAGE, { current });

/**
 * Stores the uploaded image (if any) before the database write, and removes it again if that write fails, so a
 * saved record never points to a missing file and a rejected request leaves nothing on disk.
 */
export async function withStoredImage<T>(
  dataDir: string,
  kind: UploadKind,
  image: Image | undefined,
  work: (name: string | undefined) => Promise<T>,
): Promise<T> {
  const name = image ? await storeImage(dataDir, kind, image) : undefined;
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
