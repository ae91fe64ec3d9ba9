import { randomBytes } from 'node:crypto';
import { RuleError } from '../../../src/domain/errors.ts';
import { UPLOAD_TYPE_ERROR } from '../../../src/lib/imagePolicy.ts';
import { contentTypeOf, type Storage } from './storage/storage.ts';

/** An uploaded image: its bytes and the extension its magic bytes gave. */
export interface Image {
  bytes: Buffer;
  ext: string;
}

export const unsupportedImage = () => new RuleError(415, UPLOAD_TYPE_ERROR);

export type UploadKind = 'blogs' | 'meta';
/** The storage folders of images: the two upload kinds and the media library's. */
export type ImageFolder = UploadKind | 'assets';
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** The storage key of an image of `kind` named `name`. */
export const imageKey = (kind: UploadKind, name: string) => `${kind}/${name}`;

/**
 * Stores an image under a new server-generated name (atomically: see `Storage.put`), so a failed write leaves no name
 * a record could point to.
 */
export async function storeImage(storage: Storage, kind: UploadKind, image: Image): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
  await storage.put(imageKey(kind, name), image.bytes, contentTypeOf(name));
  return name;
}

/** Removes a stored image; a missing file or a name we did not generate is ignored. */
export async function removeImage(storage: Storage, kind: UploadKind, name: string | null | undefined): Promise<void> {
  if (!name || !UPLOAD_NAME.test(name)) return;
  await storage.delete(imageKey(kind, name));
}
