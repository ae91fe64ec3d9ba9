import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { RuleError } from '../../../src/domain/errors.ts';

/** An uploaded image: its bytes and the extension its magic bytes gave. */
export interface Image {
  bytes: Buffer;
  ext: string;
}

export const unsupportedImage = () => new RuleError(415, 'Only PNG, JPEG, GIF or WebP images are accepted');

export type UploadKind = 'blogs' | 'meta';
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

export function uploadDir(dataDir: string, kind: UploadKind): string {
  return path.join(dataDir, 'uploads', kind);
}

/**
 * Writes an image under a server-generated name. It lands in a temporary file first and is renamed into place
 * after an fsync, so a crash never leaves a half-written image under a name a record points to.
 */
export async function storeImage(dataDir: string, kind: UploadKind, image: Image): Promise<string> {
  const dir = uploadDir(dataDir, kind);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
  const temp = path.join(dir, `.${name}.tmp`);
  const handle = await fs.open(temp, 'wx');
  try {
    await handle.writeFile(image.bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, path.join(dir, name));
  return name;
}

/** Removes a stored image; a missing file or a name we did not generate is ignored. */
export async function removeImage(dataDir: string, kind: UploadKind, name: string | null | undefined): Promise<void> {
  if (!name || !UPLOAD_NAME.test(name)) return;
  await fs.rm(path.join(uploadDir(dataDir, kind), name), { force: true });
}
