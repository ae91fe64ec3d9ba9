/**
 * Revisions (issue 27), once for the server and the in-memory API: every real change of a blog post, meta page or
 * category keeps the record as the API answered it, in the write's own transaction; a save that changes nothing
 * keeps nothing. The first change of a record written before its history began keeps its old state first, so the
 * version an editor is about to overwrite can always be restored. `REVISIONS_KEEP` revisions are kept per record
 * (the oldest drop first); an image file stays while the live record, a kept revision or the trash names it.
 */
import {
  REVISION_BOOKKEEPING,
  REVISION_MESSAGES,
  REVISION_TYPES,
  REVISIONS_MAX_PAGE_SIZE,
  REVISIONS_PAGE_SIZE,
  RESOURCES,
  type RecordType,
  type RevisionItem,
  type RevisionType,
} from '../contract/index.ts';
import { invalidFields, missing, notFound } from './errors.ts';
import { KINDS, type HookContext } from './kinds.ts';
import type { LiveRow, RevisionLine, RevisionRow, Store } from './store.ts';
import { iso } from './time.ts';

export const isRevisioned = (type: string): type is RevisionType =>
  (REVISION_TYPES as readonly string[]).includes(type);

const BOOKKEEPING = new Set<string>(REVISION_BOOKKEEPING);

/** The wire fields whose values differ between two answers of one record, bookkeeping left out. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !BOOKKEEPING.has(name) && !Object.is(before[name] ?? null, after[name] ?? null));
}

/** What a write that keeps a revision knows of who writes. */
export interface RevisionWriter {
  actor: string;
  now: number;
  /** Revisions kept per record. */
  revisionsKeep: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const imageOf = (type: RevisionType, row: LiveRow) => {
  const field = RESOURCES[type].image?.field;
  return field ? text(row[field]) : null;
};
const statusOf = (type: RevisionType, answer: Record<string, unknown>) =>
  type === 'blog' ? text(answer.status) : null;

/**
 * Keeps a revision of `row` (answered as `answer`) after a create (no `before`) or an update (`before`: the answer
 * before it), in the write's transaction. Returns the image files that revisions dropped by the retention named
 * (the caller removes those `unusedImages` finds unnamed, after the commit).
 */
export async function keepRevision<Conn>(
  writer: RevisionWriter,
  hook: HookContext<Conn>,
  type: RecordType,
  row: LiveRow,
  answer: unknown,
  before?: { row: LiveRow; answer: unknown },
): Promise<string[]> {
  if (!isRevisioned(type)) return [];
  const after = answer as Record<string, unknown>;
  const changed = before ? changedFields(before.answer as Record<string, unknown>, after) : [];
  if (before && changed.length === 0) return [];
  const { revisions } = hook.store;
  let latest = await revisions.latest(hook.conn, type, row.id);
  if (before && latest === 0) {
    // The record predates its history: its state before this change is kept first.
    const old = before.row;
    const when = Number(old.changedDate ?? old.createdDate ?? old.createdAt ?? writer.now);
    await revisions.add(hook.conn, {
      type,
      recordId: row.id,
      revision: ++latest,
      version: Number(old.version ?? 1),
      data: JSON.stringify(before.answer),
      author: text(old.changer) ?? text(old.creator) ?? 'unknown',
      createdAt: when,
      changed: '[]',
      status: statusOf(type, before.answer as Record<string, unknown>),
      image: imageOf(type, old),
    });
  }
  const revision = latest + 1;
  await revisions.add(hook.conn, {
    type,
    recordId: row.id,
    revision,
    version: Number(row.version ?? 1),
    data: JSON.stringify(answer),
    author: writer.actor,
    createdAt: writer.now,
    changed: JSON.stringify(changed),
    status: statusOf(type, after),
    image: imageOf(type, row),
  });
  const keep = Math.max(1, writer.revisionsKeep);
  return revision > keep ? revisions.drop(hook.conn, type, row.id, revision - keep) : [];
}

/**
 * Which of `names` (image files of a record of `type`) nothing names any more: no live record, no kept revision and
 * no trashed record. Read in the write's transaction, so the answer holds at its commit.
 */
export async function unusedImages<Conn>(
  hook: HookContext<Conn>,
  type: RecordType,
  names: readonly (string | null | undefined)[],
): Promise<string[]> {
  const image = RESOURCES[type].image;
  if (!image) return [];
  const unused: string[] = [];
  for (const name of new Set(names)) {
    if (!name) continue;
    const { store, conn } = hook;
    if ((await store.count(conn, RESOURCES[type].storage.table, image.field, name)) > 0) continue;
    if (isRevisioned(type) && (await store.revisions.namesImage(conn, type, name))) continue;
    if (await store.trash.holds(conn, type, image.field, name)) continue;
    unused.push(name);
  }
  return unused;
}

/** Erases the history of records purged from the trash; returns the image files it named (nothing else names them). */
export async function dropHistories<Conn>(
  store: Store<Conn>,
  conn: Conn,
  items: readonly { type: string; id: number }[],
): Promise<{ kind: string; name: string }[]> {
  const files: { kind: string; name: string }[] = [];
  for (const type of new Set(items.map((item) => item.type))) {
    if (!isRevisioned(type)) continue;
    const ids = items.filter((item) => item.type === type).map((item) => item.id);
    const kind = RESOURCES[type].image?.kind;
    for (const name of await store.revisions.dropAll(conn, type, ids)) if (kind) files.push({ kind, name });
  }
  return files;
}

/** A history line as the API answers it. */
export const toRevisionItem = (line: RevisionLine): RevisionItem => ({
  revision: Number(line.revision),
  version: Number(line.version),
  createdAt: iso(Number(line.createdAt)) ?? '',
  author: line.author,
  status: (line.status as RevisionItem['status']) ?? null,
  changed: JSON.parse(line.changed) as string[],
});

/** A history page's query: `page` and `pageSize`, or the cursor `after` (a page's `nextCursor`). */
export interface RevisionQuery {
  page: number;
  pageSize: number;
  before: number | undefined;
}

const whole = (raw: unknown, name: string, min: number, max: number, fallback: number) => {
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max))
    throw invalidFields({ [name]: `${name} must be a whole number from ${min} to ${max}` });
  return value;
};

/** A history page's query string, or 400. */
export function parseRevisionQuery(query: Record<string, unknown>): RevisionQuery {
  return {
    page: whole(query.page, 'page', 1, 1_000_000, 1),
    pageSize: whole(query.pageSize, 'pageSize', 1, REVISIONS_MAX_PAGE_SIZE, REVISIONS_PAGE_SIZE),
    before: query.after === undefined ? undefined : whole(query.after, 'after', 1, 2_147_483_647, 1),
  };
}

/** A revision number in a path, or undefined when it can name none (404). */
export const parseRevisionNumber = (raw: string | undefined) =>
  raw !== undefined && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : undefined;

/** The live record a path key names (its row), or 404. */
export async function recordRow<Conn>(store: Store<Conn>, conn: Conn, type: RevisionType, key: string | undefined) {
  const kind = KINDS[type];
  const where = kind.locate(key);
  const row = where && (await store.findBy(conn, kind.resource.storage.table, where.column, where.value));
  if (!row) throw notFound(kind.resource.noun);
  return row;
}

/** `GET …/revisions/{key}`: the record's history, newest first, one page. */
export async function listRevisions<Conn>(
  store: Store<Conn>,
  type: RevisionType,
  key: string | undefined,
  query: RevisionQuery,
) {
  return store.transaction(async (conn) => {
    const row = await recordRow(store, conn, type, key);
    const total = await store.revisions.count(conn, type, row.id);
    const offset = query.before === undefined ? (query.page - 1) * query.pageSize : 0;
    const lines = await store.revisions.page(conn, type, row.id, {
      before: query.before,
      offset,
      limit: query.pageSize + 1,
    });
    const shown = lines.slice(0, query.pageSize);
    const last = shown.at(-1);
    return {
      result: shown.map(toRevisionItem),
      total,
      page: query.before === undefined ? query.page : 1,
      pageSize: query.pageSize,
      nextCursor: lines.length > query.pageSize && last ? String(last.revision) : null,
    };
  });
}

/** One stored revision of the record a path key names, or 404. */
export async function findRevision<Conn>(
  store: Store<Conn>,
  conn: Conn,
  type: RevisionType,
  key: string | undefined,
  revision: number | undefined,
): Promise<{ row: LiveRow; revision: RevisionRow }> {
  const row = await recordRow(store, conn, type, key);
  const found = revision === undefined ? undefined : await store.revisions.get(conn, type, row.id, revision);
  if (!found) throw missing(REVISION_MESSAGES.notFound);
  return { row, revision: found };
}

/** `GET …/revision/{key}/{revision}`: the revision with the record it kept. */
export async function getRevision<Conn>(
  store: Store<Conn>,
  type: RevisionType,
  key: string | undefined,
  revision: number | undefined,
) {
  return store.transaction(async (conn) => {
    const found = (await findRevision(store, conn, type, key, revision)).revision;
    const { status: _status, ...item } = toRevisionItem(found);
    return { ...item, record: JSON.parse(found.data) as Record<string, unknown> };
  });
}
