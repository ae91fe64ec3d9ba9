/** The rules' store of the server: the database's part (db/store.ts) with uploads and sanitising. */
import type { Store } from '../../../src/domain/store.ts';
import type { Config } from '../config.ts';
import type { Db, Dialect } from '../db/index.ts';
import { sqlStore } from '../db/store.ts';
import { removeImage, storeImage, type Image, type UploadKind } from './files.ts';
import { reencodeImage } from './images.ts';
import { sanitizeRichText } from './sanitize.ts';

/** The store of one database and its upload folder. */
export function serverStore(
  db: Db,
  dialect: Dialect,
  config: Pick<Config, 'dataDir' | 'uploadMaxPixels' | 'siteUrl'>,
): Store<Db> {
  return {
    ...sqlStore(db, dialect),
    siteUrl: config.siteUrl,
    images: {
      async store(kind, image) {
        const clean = await reencodeImage(image as Image, config.uploadMaxPixels);
        return storeImage(config.dataDir, kind as UploadKind, clean);
      },
      remove: (kind, name) => removeImage(config.dataDir, kind as UploadKind, name),
    },
    sanitize: sanitizeRichText,
  };
}
