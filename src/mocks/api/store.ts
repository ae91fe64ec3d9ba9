/**
 * The rules' storage (src/domain/store.ts) of the in-memory API: the server's own (server/src/db/store.ts) on the
 * in-memory SQLite (./sqlite.ts), with uploads kept in memory.
 */
import type { Store } from '@/domain/store';
import type { Db } from '../../../server/src/db/index.ts';
import { assetOfFile } from '../../../server/src/db/assets.ts';
import { sqlStore } from '../../../server/src/db/store.ts';
import { MOCK_IMAGES } from '../assets/images';
import type { MockDb } from './db';
import { IMAGE_SIZE_ERROR, MAX_IMAGE_BYTES, UPLOAD_TYPE_ERROR } from '@/lib/imagePolicy';
import { fail } from './http';
import { checkImageBytes } from '@/lib/imageCheck';
import { sanitizeRichText } from '@/lib/sanitizeRichText';
import { imageSize } from './imageSize';

export interface MemoryStoreOptions {
  /** A new upload's file name for its type. */
  uploadName: (type: string) => string;
}

export function memoryStore(db: MockDb, options: MemoryStoreOptions): Store<Db> {
  const base = sqlStore(db.sql.db, 'sqlite');
  return {
    ...base,
    images: {
      async store(kind, file) {
        if (!(file instanceof Blob)) return fail(400, 'Expected an image file');
        const bytes = new Uint8Array(await file.arrayBuffer());
        // The type and size as the server reads them (src/lib/imageCheck.ts), or 413 / 415.
        if (bytes.byteLength > MAX_IMAGE_BYTES) fail(413, IMAGE_SIZE_ERROR);
        const type = (await checkImageBytes(bytes))?.mime ?? fail(415, UPLOAD_TYPE_ERROR);
        const size = imageSize(bytes, type) ?? fail(415, UPLOAD_TYPE_ERROR);
        const name = options.uploadName(type);
        db.uploads.set(`${kind}/${name}`, { bytes, type });
        const originalName = ((file instanceof File ? file.name.trim() : '') || name).slice(0, 255);
        return { name, originalName, mime: type, bytes: bytes.byteLength, ...size };
      },
      async remove(kind, name) {
        // The server's checks (server/src/services/store.ts): an image uploaded with a post or meta entry is a library
        // image's original, and goes with the asset only, live or in the trash.
        if (kind !== 'assets' && (await assetOfFile(db.sql.db, kind, name)) !== undefined) return;
        if (kind !== 'assets' && (await base.trash.holds(db.sql.db, 'asset', 'name', name))) return;
        // The fixtures' few images are shared by many records; an upload's file is its own.
        if (!(name in MOCK_IMAGES)) db.uploads.delete(`${kind}/${name}`);
      },
    },
    sanitize: sanitizeRichText,
  };
}
