/**
 * What the rules need of storage, over a connection type: the server implements it on Kysely (a transaction is its
 * connection, server/src/db/store.ts), the in-memory API on its tables (src/mocks/api/store.ts). The rules themselves
 * (versioned writes, the trash) are written once, in src/domain, against this interface.
 */
import type { AssetUse, RecordType } from '../contract/index.ts';

/** A stored row of a record table: its columns as the table holds them. */
export type LiveRow = { id: number } & Record<string, unknown>;

/** One row of the trash: the record's row as JSON, the key it holds and when it is purged. */
export interface TrashItem {
  type: string;
  id: number;
  /** What the activity log shows: a blog's `blogId`, the numeric id as text for the others. */
  recordId: string;
  label: string;
  /** The unique key the record holds while trashed (already normalised), or null. */
  uniqueKey: string | null;
  data: string;
  /** The upload file (blogs, meta) erased on purge. */
  image: string | null;
  deletedAt: number;
  deletedBy: string;
  purgeAt: number;
}

/** What taking an item out of the trash gives back: enough to remove its file and log it. */
export type ErasedItem = Pick<TrashItem, 'type' | 'id' | 'recordId' | 'label' | 'data' | 'image'>;

/** One stored revision of a record (src/domain/revisions.ts): the record as the API showed it, as JSON. */
export interface RevisionRow {
  type: string;
  /** The record's row id (kept by a blogId rename and a trash round trip). */
  recordId: number;
  revision: number;
  version: number;
  data: string;
  author: string;
  createdAt: number;
  /** The wire fields it changed, as a JSON array. */
  changed: string;
  status: string | null;
  /** The upload file the snapshot names. */
  image: string | null;
}

/** A history line: a revision without its snapshot. */
export type RevisionLine = Omit<RevisionRow, 'data'>;

export interface ActivityLine {
  action: string;
  type: RecordType;
  recordId: string | number;
  recordLabel: string;
  actor: string;
}

/** An image as the tier's request reader gives it (the server's checked upload, the in-memory API's File). */
export type UploadedImage = object;

/**
 * An upload a post or meta entry stored with its save: the file's new name and what the media library keeps of it
 * (the save makes it a library image, src/domain/versioned.ts).
 */
export interface StoredUpload {
  name: string;
  /** The client's file name (never used to name the file), or the stored name when it sent none. */
  originalName: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
}

/**
 * A lock a read inside a write's transaction takes on the rows it returns, held until the transaction ends, so a rule
 * checked on one table still holds when the write lands in another. `share`: nobody else changes or deletes the rows
 * (what the write relies on: a post's category); `update`: nobody else locks them either (rows the write changes or
 * deletes after checking who relies on them: a category about to be trashed). Take several rows' locks in id order
 * (`findIn` does), so two writes wait in turn, never on each other. A store whose transactions run one at a time
 * (SQLite: each begins as the one writer of the file) needs none.
 */
export type RowLock = 'share' | 'update';

export interface Store<Conn> {
  /** The website's address (`SITE_URL`), where a redirect's path lives; unset in stores that have none. */
  siteUrl?: string;
  /** Runs `work` in one transaction (all its writes or none). */
  transaction<T>(work: (conn: Conn) => Promise<T>): Promise<T>;
  /**
   * True for a unique-constraint violation raised by a write (another writer took a key between check and write); with
   * `column`, only for a violation of that column's key.
   */
  isUniqueViolation(error: unknown, column?: string): boolean;

  /** The first row of `table` whose `column` equals `value` (every such row locked with `lock`). */
  findBy(
    conn: Conn,
    table: string,
    column: string,
    value: string | number,
    lock?: RowLock,
  ): Promise<LiveRow | undefined>;
  /** The rows of `table` whose `column` is one of `values`, by id (locked with `lock`, in that order). */
  findIn(
    conn: Conn,
    table: string,
    column: string,
    values: readonly (string | number)[],
    lock?: RowLock,
  ): Promise<LiveRow[]>;
  /** How many rows of `table` have `column` = `value` (other than `exceptId`). */
  count(conn: Conn, table: string, column: string, value: string, exceptId?: number): Promise<number>;
  /** Inserts a row (without `id`: a new one is given) and returns its id. */
  insert(conn: Conn, table: string, values: Record<string, unknown>): Promise<number>;
  /** Inserts a row again as it was, its id included (columns the table no longer has are left out). */
  reinsert(conn: Conn, table: string, row: LiveRow): Promise<void>;
  /** Writes `changes` and version + 1 while the row still has its version; false when it did not. */
  updateAtVersion(conn: Conn, table: string, row: LiveRow, changes: Record<string, unknown>): Promise<boolean>;
  /** Sets `changes` on every row whose `column` = `value`. */
  updateWhere(
    conn: Conn,
    table: string,
    column: string,
    value: string,
    changes: Record<string, unknown>,
  ): Promise<void>;
  /** Deletes one row; false when it was already gone. */
  remove(conn: Conn, table: string, id: number): Promise<boolean>;

  trash: {
    put(conn: Conn, item: TrashItem): Promise<void>;
    /** Takes the named items out (each item once, whoever else takes at the same time). */
    take(conn: Conn, type: string, ids: readonly number[]): Promise<ErasedItem[]>;
    takeAll(conn: Conn): Promise<ErasedItem[]>;
    /** Takes up to `limit` items whose `purgeAt` has passed. */
    takeExpired(conn: Conn, now: number, limit: number): Promise<ErasedItem[]>;
    /** Whether a trashed record of `type` holds this unique key. */
    keyHeld(conn: Conn, type: string, key: string): Promise<boolean>;
    /** Whether a trashed record of `type` had `column` = `value` in its stored row (a further unique key). */
    holds(conn: Conn, type: string, column: string, value: string): Promise<boolean>;
    /** Sets `column` to `to` in the stored row of every trashed record of `type` that has `column` = `from`. */
    rewrite(conn: Conn, type: string, column: string, from: string, to: string): Promise<void>;
  };

  revisions: {
    add(conn: Conn, row: RevisionRow): Promise<void>;
    /** The highest revision number of a record, or 0. */
    latest(conn: Conn, type: string, recordId: number): Promise<number>;
    count(conn: Conn, type: string, recordId: number): Promise<number>;
    /** Newest first: up to `limit` lines numbered below `before` (when given), after skipping `offset`. */
    page(
      conn: Conn,
      type: string,
      recordId: number,
      options: { before?: number | undefined; offset: number; limit: number },
    ): Promise<RevisionLine[]>;
    get(conn: Conn, type: string, recordId: number, revision: number): Promise<RevisionRow | undefined>;
    /** Deletes a record's revisions numbered `upTo` and below; returns the image files they named. */
    drop(conn: Conn, type: string, recordId: number, upTo: number): Promise<string[]>;
    /** Deletes every revision of these records; returns the image files they named. */
    dropAll(conn: Conn, type: string, recordIds: readonly number[]): Promise<string[]>;
    /** Whether a kept revision of `type` names this image file. */
    namesImage(conn: Conn, type: string, image: string): Promise<boolean>;
    /** Sets `field` to `to` in every kept revision of `type` whose record has `field` = `from` (a renamed category). */
    rewrite(conn: Conn, type: string, field: string, from: string, to: string): Promise<void>;
  };

  /** Appends a line to the activity log. */
  record(conn: Conn, line: ActivityLine, now: number): Promise<void>;

  /**
   * The posts and meta pages that use an asset: as their featured image (`imageId`) or inside a post's body (its
   * file's name in an image URL), each use once, by type and id.
   */
  assetUses(conn: Conn, asset: { id: number; name: string }): Promise<AssetUse[]>;

  images: {
    /** Checks and stores an upload of `kind`, returning its new file name and facts (or throws the upload's 4xx). */
    store(kind: string, image: UploadedImage): Promise<StoredUpload>;
    remove(kind: string, name: string): Promise<void>;
  };

  /** Sanitises rich text (the server's allow-list). */
  sanitize(html: string): string;
}

/** What a write's hooks know: the store, the connection of the write's transaction, and the instant. */
export interface HookContext<Conn> {
  store: Store<Conn>;
  conn: Conn;
  now: number;
  /**
   * Set when an anonymous caller reads (the category calls are public): the number of a category's posts it may see,
   * the visible ones only, so no answer counts drafts or posts scheduled ahead.
   */
  visiblePostsIn?: (category: string) => Promise<number>;
}
