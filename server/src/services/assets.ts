/** The media library's files: an upload checked, re-encoded and stored as an asset's original. */
import { randomBytes } from 'node:crypto';
import type { Image } from './files.ts';
import { imageSize, reencodeImage } from './images.ts';
import { contentTypeOf, type Storage } from './storage/storage.ts';

/** The facts of a stored original, as the asset's columns hold them. */
export interface StoredAsset {
  name: string;
  folder: 'assets';
  mime: string;
  bytes: number;
  width: number;
  height: number;
}

/** The storage key of an asset's original. */
export const assetKey = (folder: string, name: string) => `${folder}/${name}`;

/**
 * Decodes and re-encodes an upload (today's rules: pixel cap, metadata stripped, see `reencodeImage`) and stores it
 * under a new server name in `assets/`; the caller removes it again (`removeAsset`) if the record is not written.
 */
export async function storeAsset(storage: Storage, image: Image, maxPixels: number): Promise<StoredAsset> {
  const clean = await reencodeImage(image, maxPixels);
  const size = await imageSize(clean.bytes);
  const name = `${randomBytes(16).toString('hex')}.${clean.ext}`;
  const mime = contentTypeOf(name);
  await storage.put(assetKey('assets', name), clean.bytes, mime);
  return { name, folder: 'assets', mime, bytes: clean.bytes.length, ...size };
}

/** Removes an asset's original and every rendition made of it (`assets/<stem>/…`). */
export async function removeAsset(storage: Storage, folder: string, name: string): Promise<void> {
  await storage.delete(assetKey(folder, name));
  const stem = name.replace(/\..*$/, '');
  for await (const { key } of storage.list(`assets/${stem}/`)) await storage.delete(key);
}
