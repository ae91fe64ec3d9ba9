/**
 * The rules' storage (src/domain/store.ts) on the in-memory tables, so the in-memory API runs the server's own write
 * and trash rules. Rows are never changed in place: a write replaces the row object, and a transaction that fails
 * puts every table's array back as it was (all or nothing, as on the server).
 */
import { RESOURCES } from '@/contract';
import type { ActivityLine, LiveRow, RevisionRow, Store } from '@/domain/store';
import type { BlogRow, MetaRow } from '@/domain/records';
import { rowsOf, type MockDb } from './db';
import { IMAGE_SIZE_ERROR, MAX_IMAGE_BYTES, UPLOAD_TYPE_ERROR } from '@/lib/imagePolicy';
import { fail } from './http';
import { checkImageBytes } from '@/lib/imageCheck';
import { sanitizeRichText } from '@/lib/sanitizeRichText';
import { imageSize } from './imageSize';

/** An upload's type and size as the server reads them (src/lib/imageCheck.ts), or 413 / 415. */
export async function readImage(bytes: Uint8Array) {
  if (bytes.byteLength > MAX_IMAGE_BYTES) fail(413, IMAGE_SIZE_ERROR);
  const mime = (await checkImageBytes(bytes))?.mime;
  const size = mime ? imageSize(bytes, mime) : null;
  return mime && size ? { mime, size } : fail(415, UPLOAD_TYPE_ERROR);
}

/** Every table a transaction puts back when it fails: the record types' and the rules' own. */
const TABLES = [
  ...Object.values(RESOURCES).map((resource) => resource.storage.table),
  'trash',
  'activity',
  'revisions',
];

const setRows = (db: MockDb, table: string, rows: LiveRow[]) =>
  void ((db as unknown as Record<string, LiveRow[]>)[table] = rows);

/** The columns a table has (its contract's storage description), for a row put back from the trash. */
const columnsOf = (table: string) =>
  Object.values(RESOURCES).find((resource) => resource.storage.table === table)?.storage.columns;

type Kept = 'trash' | 'revisions';
/** Takes the items that pass `test` out of the trash or the history; answers them. */
function takeOut<K extends Kept>(conn: MockDb, list: K, test: (item: MockDb[K][number]) => boolean) {
  const items: MockDb[K][number][] = conn[list];
  Object.assign(conn, { [list]: items.filter((item) => !test(item)) });
  return items.filter(test);
}

/** Sets `column` to `to` in the stored row (`data`) of every kept item of `type` whose row has `column` = `from`. */
function rewriteData(conn: MockDb, list: Kept, type: string, column: string, from: string, to: string) {
  const items: { type: string; data: string }[] = conn[list];
  const rewritten = items.map((item) => {
    const row = JSON.parse(item.data) as Record<string, unknown>;
    return item.type === type && row[column] === from
      ? { ...item, data: JSON.stringify({ ...row, [column]: to }) }
      : item;
  });
  return Promise.resolve(void Object.assign(conn, { [list]: rewritten }));
}

const ofRecord = (conn: MockDb, type: string, recordId: number) =>
  conn.revisions.filter((row) => row.type === type && row.recordId === recordId);

/** Takes the matching revisions out; answers the image files they named. */
const dropWhere = (conn: MockDb, test: (row: RevisionRow) => boolean) =>
  Promise.resolve([...new Set(takeOut(conn, 'revisions', test).flatMap((row) => (row.image ? [row.image] : [])))]);

export interface MemoryStoreOptions {
  /** A new upload's file name for its type. */
  uploadName: (type: string) => string;
  /** Who did it: `actor` is the rules' own. */
  activityId: () => number;
}

export function memoryStore(db: MockDb, options: MemoryStoreOptions): Store<MockDb> {
  return {
    async transaction(work) {
      const saved = TABLES.map((table) => [table, [...rowsOf(db, table)]] as const);
      try {
        return await work(db);
      } catch (error) {
        for (const [table, rows] of saved) setRows(db, table, [...rows]);
        throw error;
      }
    },
    isUniqueViolation: () => false,
    // The server's rule (server/src/db/assets.ts): featured through `imageId`, or the file's stem in a post's body.
    assetUses(conn, target) {
      const stem = target.name.replace(/\..*$/, '');
      const usedAs = (type: 'blog' | 'meta', where: 'featured' | 'body') => (row: BlogRow | MetaRow) => {
        const [recordId, title] = 'blogId' in row ? [row.blogId, row.blogTitle] : [String(row.id), row.metaTitle];
        return { type, id: row.id, recordId, title, where };
      };
      return Promise.resolve([
        ...conn.blogs.filter((row) => row.imageId === target.id).map(usedAs('blog', 'featured')),
        ...conn.blogs.filter((row) => row.description.includes(stem)).map(usedAs('blog', 'body')),
        ...conn.metas.filter((row) => row.imageId === target.id).map(usedAs('meta', 'featured')),
      ]);
    },
    findBy: (conn, table, column, value) => Promise.resolve(rowsOf(conn, table).find((row) => row[column] === value)),
    // Row locks are the database's: the in-memory API (one browser tab's stories and tests) takes none.
    findIn: (conn, table, column, values) =>
      Promise.resolve(
        rowsOf(conn, table)
          .filter((row) => values.includes(row[column] as string | number))
          .sort((a, b) => a.id - b.id),
      ),
    count: (conn, table, column, value, exceptId) =>
      Promise.resolve(rowsOf(conn, table).filter((row) => row[column] === value && row.id !== exceptId).length),
    insert(conn, table, values) {
      const id = conn.nextId++;
      setRows(conn, table, [...rowsOf(conn, table), { ...values, id }]);
      return Promise.resolve(id);
    },
    reinsert(conn, table, row) {
      const columns = columnsOf(table);
      const kept = columns ? Object.fromEntries(Object.entries(row).filter(([key]) => key in columns)) : row;
      setRows(
        conn,
        table,
        [...rowsOf(conn, table), kept as LiveRow].sort((a, b) => a.id - b.id),
      );
      return Promise.resolve();
    },
    updateAtVersion(conn, table, row, changes) {
      const rows = rowsOf(conn, table);
      const index = rows.findIndex((other) => other.id === row.id && other.version === row.version);
      if (index >= 0)
        setRows(conn, table, rows.with(index, { ...rows[index]!, ...changes, version: Number(row.version) + 1 }));
      return Promise.resolve(index >= 0);
    },
    updateWhere(conn, table, column, value, changes) {
      // As SQL compares a column with a text parameter: an id column matches its number's text.
      const change = (row: LiveRow) => (String(row[column]) === value ? { ...row, ...changes } : row);
      setRows(conn, table, rowsOf(conn, table).map(change));
      return Promise.resolve();
    },
    remove(conn, table, id) {
      const rows = rowsOf(conn, table);
      setRows(
        conn,
        table,
        rows.filter((row) => row.id !== id),
      );
      return Promise.resolve(rows.some((row) => row.id === id));
    },
    trash: {
      put: (conn, item) => Promise.resolve(void (conn.trash = [...conn.trash, item])),
      take: (conn, type, ids) =>
        Promise.resolve(takeOut(conn, 'trash', (item) => item.type === type && ids.includes(item.id))),
      takeAll: (conn) => Promise.resolve(takeOut(conn, 'trash', () => true)),
      takeExpired(conn, now, limit) {
        const expired = new Set(conn.trash.filter((item) => item.purgeAt <= now).slice(0, limit));
        return Promise.resolve(takeOut(conn, 'trash', (item) => expired.has(item)));
      },
      keyHeld: (conn, type, key) =>
        Promise.resolve(conn.trash.some((item) => item.type === type && item.uniqueKey === key)),
      holds: (conn, type, column, value) =>
        Promise.resolve(
          conn.trash.some(
            (item) => item.type === type && (JSON.parse(item.data) as Record<string, unknown>)[column] === value,
          ),
        ),
      rewrite: (conn, type, column, from, to) => rewriteData(conn, 'trash', type, column, from, to),
    },
    revisions: {
      add: (conn, row) => Promise.resolve(void (conn.revisions = [...conn.revisions, row])),
      latest: (conn, type, recordId) =>
        Promise.resolve(Math.max(0, ...ofRecord(conn, type, recordId).map((row) => row.revision))),
      count: (conn, type, recordId) => Promise.resolve(ofRecord(conn, type, recordId).length),
      page(conn, type, recordId, { before, offset, limit }) {
        const rows = ofRecord(conn, type, recordId)
          .filter((row) => before === undefined || row.revision < before)
          .sort((a, b) => b.revision - a.revision)
          .slice(offset, offset + limit);
        return Promise.resolve(rows.map(({ data: _data, ...line }) => line));
      },
      get: (conn, type, recordId, revision) =>
        Promise.resolve(ofRecord(conn, type, recordId).find((row) => row.revision === revision)),
      drop: (conn, type, recordId, upTo) =>
        dropWhere(conn, (row) => row.type === type && row.recordId === recordId && row.revision <= upTo),
      dropAll: (conn, type, recordIds) =>
        dropWhere(conn, (row) => row.type === type && recordIds.includes(row.recordId)),
      namesImage: (conn, type, image) =>
        Promise.resolve(conn.revisions.some((row) => row.type === type && row.image === image)),
      rewrite: (conn, type, field, from, to) => rewriteData(conn, 'revisions', type, field, from, to),
    },
    record(conn, line: ActivityLine, now) {
      const id = options.activityId();
      const row = { ...line, id, recordId: String(line.recordId), recordLabel: line.recordLabel.slice(0, 200) };
      conn.activity = [...conn.activity, { ...row, createdAt: new Date(now).toISOString() }];
      return Promise.resolve();
    },
    images: {
      async store(kind, file) {
        if (!(file instanceof Blob)) return fail(400, 'Expected an image file');
        const bytes = new Uint8Array(await file.arrayBuffer());
        const { mime: type, size } = await readImage(bytes);
        const name = options.uploadName(type);
        db.uploads.set(`${kind}/${name}`, { bytes, type });
        const originalName = ((file instanceof File ? file.name.trim() : '') || name).slice(0, 255);
        return { name, originalName, mime: type, bytes: bytes.byteLength, ...size };
      },
      remove(kind, name) {
        // An image uploaded with a post or meta entry is a library image's original: it goes with the asset only,
        // live or in the trash.
        const asAsset = (data: string) => (JSON.parse(data) as { name?: unknown }).name === name;
        if (db.assets.some((row) => row.folder === kind && row.name === name)) return Promise.resolve();
        if (db.trash.some((item) => item.type === 'asset' && asAsset(item.data))) return Promise.resolve();
        // Another record (or a trashed one, or a kept revision) may point to the same file: the fixtures share theirs.
        const inUse = (['blog', 'meta'] as const).some((type) => {
          const { field, kind: folder } = RESOURCES[type].image ?? { field: '', kind: '' };
          return (
            folder === kind &&
            (rowsOf(db, RESOURCES[type].storage.table).some((row) => row[field] === name) ||
              db.trash.some((item) => item.type === type && item.image === name) ||
              db.revisions.some((revision) => revision.type === type && revision.image === name))
          );
        });
        if (!inUse) db.uploads.delete(`${kind}/${name}`);
        return Promise.resolve();
      },
    },
    sanitize: sanitizeRichText,
  };
}
