/** The rules' store of the server: the database's part (db/store.ts) with uploads and sanitising. */
import type { Store } from '../../../src/domain/store.ts';
import type { Config } from '../config.ts';
import type { Db, Dialect } from '../db/index.ts';
import { sqlStore } from '../db/store.ts';
import { assetOfFile } from '../db/assets.ts';
import { removeAsset } from './assets.ts';
import { storeImage, UPLOAD_NAME, type Image, type UploadKind } from './files.ts';
import type { Storage } from './storage/storage.ts';
import { reencodeImage } from './images.ts';
import { sanitizeRichText } from './sanitize.ts';

const IMAGE_FOLDERS = new Set(['blogs', 'meta', 'assets']);

/** The store of one database and its uploads' storage. */
export function serverStore(
  db: Db,
  dialect: Dialect,
  storage: Storage,
  config: Pick<Config, 'uploadMaxPixels' | 'siteUrl'>,
): Store<Db> {
  return {
    ...sqlStore(db, dialect),
    siteUrl: config.siteUrl,
    images: {
      async store(kind, image) {
        const clean = await reencodeImage(image as Image, config.uploadMaxPixels);
        return storeImage(storage, kind as UploadKind, clean);
      },
      async remove(kind, name) {
        if (!IMAGE_FOLDERS.has(kind) || !UPLOAD_NAME.test(name)) return;
        // An image uploaded with a post before the library is an asset's original too: it goes with the asset only.
        if (kind !== 'assets' && (await assetOfFile(db, kind, name)) !== undefined) return;
        await removeAsset(storage, kind, name);
      },
    },
    sanitize: sanitizeRichText,
  };
}
