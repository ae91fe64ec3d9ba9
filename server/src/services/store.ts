/** The rules' store of the server: the database's part (db/store.ts) with uploads and sanitising. */
import type { Store } from '../../../src/domain/store.ts';
import type { Config } from '../config.ts';
import type { Db, Dialect } from '../db/index.ts';
import { sqlStore } from '../db/store.ts';
import { assetOfFile } from '../db/assets.ts';
import { removeAsset } from './assets.ts';
import { storeImage, UPLOAD_NAME, type Image, type UploadKind } from './files.ts';
import type { Storage } from './storage/storage.ts';
import { imageSize, reencodeImage } from './images.ts';
import { contentTypeOf } from './storage/storage.ts';
import { sanitizeRichText } from '../../../src/lib/sanitizeRichText.ts';

const IMAGE_FOLDERS = new Set(['blogs', 'meta', 'assets']);

/** The store of one database and its uploads' storage. */
export function serverStore(
  db: Db,
  dialect: Dialect,
  storage: Storage,
  config: Pick<Config, 'uploadMaxPixels' | 'siteUrl'>,
): Store<Db> {
  const base = sqlStore(db, dialect);
  return {
    ...base,
    siteUrl: config.siteUrl,
    images: {
      async store(kind, image) {
        const upload = image as Image & { fileName?: string };
        const clean = await reencodeImage(upload, config.uploadMaxPixels);
        const size = await imageSize(clean.bytes);
        const name = await storeImage(storage, kind as UploadKind, clean);
        const originalName = (upload.fileName?.trim() || name).slice(0, 255);
        return { name, originalName, mime: contentTypeOf(name), bytes: clean.bytes.length, ...size };
      },
      async remove(kind, name) {
        if (!IMAGE_FOLDERS.has(kind) || !UPLOAD_NAME.test(name)) return;
        // An image uploaded with a post (or before the library) is an asset's original too: it goes with the asset
        // only, whether the asset is live or in the trash (a restore brings it back with its file).
        if (kind !== 'assets' && (await assetOfFile(db, kind, name)) !== undefined) return;
        if (kind !== 'assets' && (await base.trash.holds(db, 'asset', 'name', name))) return;
        await removeAsset(storage, kind, name);
      },
    },
    sanitize: sanitizeRichText,
  };
}
