import { countLabel, NOUNS } from '@/lib/plural';
import { parsePaging, requireJson, requireSession, type RouteContext } from '../context';
import { TRASH_TYPES, type MockDb, type MockTrashItem, type TrashType } from '../db';
import { fail, ok, validationFailed, type MockReply } from '../http';
import { blogView } from '../publishing';
import { findInTrash, liveRows, moveToTrash, NOT_IN_TRASH, purgeItems, restoreItems, trashView } from '../trash';
import { withCount } from './categories';

/** At most this many ids per bulk call (the server's `BULK_MAX_IDS`). */
export const BULK_MAX_IDS = 500;
const STATUS_ORDER = ['new', 'read', 'replied'];

function parseType(raw: unknown): TrashType {
  if (!TRASH_TYPES.includes(raw as TrashType))
    validationFailed({ type: `type must be one of ${TRASH_TYPES.join(', ')}` });
  return raw as TrashType;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;

function parseId(raw: unknown): number {
  if (!isId(raw)) validationFailed({ id: 'id must be a positive whole number' });
  return raw;
}

/** 1–500 positive whole numbers, duplicates dropped (the server's `parseIds`). */
export function parseIds(raw: unknown): number[] {
  if (!Array.isArray(raw)) validationFailed({ ids: 'ids must be a list of positive whole numbers' });
  if (raw.length === 0) fail(400, 'Select at least one item.', { errors: { ids: 'ids must not be empty' } });
  if (raw.length > BULK_MAX_IDS)
    fail(400, `Select at most ${BULK_MAX_IDS} items at a time.`, { errors: { ids: `at most ${BULK_MAX_IDS} ids` } });
  if (!raw.every(isId)) validationFailed({ ids: 'ids must be a list of positive whole numbers' });
  return [...new Set(raw)];
}

/** A restored record as its get/list answers it. */
function recordView(ctx: RouteContext, item: MockTrashItem): unknown {
  if (item.type === 'blog') return blogView(item.row as MockDb['blogs'][number], ctx.now());
  if (item.type === 'category') return withCount(ctx, item.row as MockDb['categories'][number]);
  return item.row;
}

function listTrash(ctx: RouteContext): MockReply {
  const type = ctx.query.get('type') || null;
  // the server reads it as a list filter (server/src/http/list.ts): its wording
  if (type && !TRASH_TYPES.includes(type as TrashType))
    fail(400, `type must be one of ${TRASH_TYPES.join(', ')}`, {
      errors: { type: `type must be one of ${TRASH_TYPES.join(', ')}` },
    });
  const { page, pageSize } = parsePaging(ctx);
  const q = ctx.query.get('q')?.trim().toLowerCase();
  const rows = ctx.db.trash
    .filter((item) => !type || item.type === type)
    .filter((item) => !q || item.label.toLowerCase().includes(q) || item.recordId.toLowerCase().includes(q))
    // the server's order (server/src/db/trash.ts): newest deletedAt, then id descending, then type
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || b.id - a.id || a.type.localeCompare(b.type));
  return ok({
    result: rows.slice((page - 1) * pageSize, page * pageSize).map(trashView),
    total: rows.length,
    page,
    pageSize,
  });
}

/** The one trashed item a `{type, id}` body names, or 404. */
function namedItem(ctx: RouteContext): MockTrashItem {
  const body = requireJson(ctx);
  const type = parseType(body.type);
  return findInTrash(ctx.db, type, parseId(body.id)) ?? fail(404, NOT_IN_TRASH);
}

function restoreMany(ctx: RouteContext): MockReply {
  const body = requireJson(ctx);
  const type = parseType(body.type);
  const items: MockTrashItem[] = [];
  const skipped: { id: number; reason: 'not_in_trash' }[] = [];
  for (const id of parseIds(body.ids)) {
    const item = findInTrash(ctx.db, type, id);
    if (item) items.push(item);
    else skipped.push({ id, reason: 'not_in_trash' });
  }
  restoreItems(ctx, items);
  return ok({ result: { restored: items.length, skipped } });
}

const ROUTES: Record<string, (ctx: RouteContext) => MockReply> = {
  'GET /trash/list': listTrash,
  'POST /trash/restore': (ctx) => {
    const item = namedItem(ctx);
    restoreItems(ctx, [item]);
    return ok({ result: recordView(ctx, item) });
  },
  'POST /trash/restoreMany': restoreMany,
  'DELETE /trash/purge': (ctx) => {
    purgeItems(ctx, [namedItem(ctx)]);
    return ok({ result: true });
  },
  'DELETE /trash/empty': (ctx) => {
    const items = [...ctx.db.trash];
    purgeItems(ctx, items);
    return ok({ result: { purged: items.length } });
  },
  'POST /bulk/trash': bulkTrash,
  'POST /contacts/bulkStatus': bulkStatus,
};

/** `/trash/*`, `POST /bulk/trash` and `POST /contacts/bulkStatus` (SHARED-API.md "Trash" and "Bulk"); full session. */
export function trashRoutes(ctx: RouteContext): MockReply | null {
  const [root, action] = ctx.segments;
  const handler = ROUTES[`${ctx.method} /${root}/${action}`];
  if (!handler || ctx.segments.length !== 2) return null;
  requireSession(ctx);
  return handler(ctx);
}

function bulkTrash(ctx: RouteContext): MockReply {
  const body = requireJson(ctx);
  const type = parseType(body.type);
  const ids = parseIds(body.ids);
  const live = liveRows(ctx.db, type);
  const rows = [];
  const skipped: { id: number; reason: 'not_found' }[] = [];
  for (const id of ids) {
    const row = live.find((other) => other.id === id);
    if (row) rows.push(row);
    else skipped.push({ id, reason: 'not_found' });
  }
  if (type === 'category') {
    for (const row of rows) {
      const used = withCount(ctx, row as MockDb['categories'][number]).blogCount;
      const name = (row as MockDb['categories'][number]).category;
      if (used > 0) fail(409, `Category "${name}" is used by ${countLabel(used, NOUNS.blogPost)}.`);
    }
  }
  for (const row of rows) moveToTrash(ctx, type, row);
  return ok({ result: { changed: rows.length, skipped } });
}

function bulkStatus(ctx: RouteContext): MockReply {
  const body = requireJson(ctx);
  const status = body.status;
  const ids = parseIds(body.ids);
  if (status !== 'read' && status !== 'replied') validationFailed({ status: 'status must be read or replied' });
  let changed = 0;
  const skipped: { id: number; reason: 'not_found' | 'unchanged' }[] = [];
  for (const id of ids) {
    const row = ctx.db.contacts.find((other) => other.id === id);
    if (!row) skipped.push({ id, reason: 'not_found' });
    else if (STATUS_ORDER.indexOf(row.status) >= STATUS_ORDER.indexOf(status))
      skipped.push({ id, reason: 'unchanged' });
    else {
      row.status = status;
      changed += 1;
      ctx.record({
        action: `Contact message from ${row.name} marked ${status}`,
        type: 'contact',
        recordId: String(row.id),
        recordLabel: row.name,
      });
    }
  }
  return ok({ result: { changed, skipped } });
}
