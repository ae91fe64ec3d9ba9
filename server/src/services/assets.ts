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

/** An asset's original as a URL names it. */
export const ASSET_FILE = /^([a-f0-9]{32})\.(png|jpg|gif|webp)$/;
/** One rendition as a URL names it (`w640.webp`, `w640.jpg`, `square.webp`, `wide.webp`). */
export const RENDITION_FILE = /^(w(320|640|960|1280|1920)\.(webp|png|jpg|gif)|square\.webp|wide\.webp)$/;

/**
 * The storage key of `assets/<file>` or `assets/<stem>/<file>` as a URL names them, with the stem, or undefined for a
 * name the server never makes.
 */
export function assetFileKey(first: string, second?: string): { key: string; stem: string } | undefined {
  if (second === undefined) {
    const stem = ASSET_FILE.exec(first)?.[1];
    return stem ? { key: `assets/${first}`, stem } : undefined;
  }
  return /^[a-f0-9]{32}$/.test(first) && RENDITION_FILE.test(second)
    ? { key: `assets/${first}/${second}`, stem: first }
    : undefined;
}
