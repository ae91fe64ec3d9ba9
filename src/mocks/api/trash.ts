import { blog, category, meta } from '@/contract';
import { categoryNameKey, pageUrlKey } from '@/lib/uniqueKeys';
import type { RouteContext } from './context';
import type { MockDb, MockTrashItem, TrashType } from './db';
import { fail } from './http';

const DAY_MS = 24 * 60 * 60 * 1000;

type Blog = MockDb['blogs'][number];
type Category = MockDb['categories'][number];
type Meta = MockDb['metas'][number];
type Contact = MockDb['contacts'][number];
type Enquiry = MockDb['enquiries'][number];
type Row = Blog | Category | Meta | Contact | Enquiry;

type Table = 'blogs' | 'categories' | 'metas' | 'contacts' | 'enquiries';

interface Kind<T extends Row> {
  /** The live rows' array in the mock's database. */
  table: Table;
  recordId: (row: T) => string;
  label: (row: T) => string;
  /** The activity log's subject: `Blog post "X"`, `Contact message from X`. */
  subject: (row: T) => string;
  key: (row: T) => string | null;
  /** The 409 of a restore whose key a live record now holds. */
  takenMessage?: string;
  /** The uploaded image file the record points to. */
  image?: (row: T) => string | null | undefined;
  folder?: 'blogs' | 'meta';
}

const blogKind: Kind<Blog> = {
  table: 'blogs',
  recordId: (row) => row.blogId,
  label: (row) => row.blogTitle,
  subject: (row) => `Blog post "${row.blogTitle}"`,
  key: (row) => row.blogId,
  takenMessage: "A blog post with this blogId already exists. Change that post's blogId first.",
  image: (row) => row.imageUrl,
  folder: 'blogs',
};
const categoryKind: Kind<Category> = {
  table: 'categories',
  recordId: (row) => String(row.id),
  label: (row) => row.category,
  subject: (row) => `Category "${row.category}"`,
  key: (row) => categoryNameKey(row.category),
  takenMessage: 'A category with this name already exists. Rename that category first.',
};
const metaKind: Kind<Meta> = {
  table: 'metas',
  recordId: (row) => String(row.id),
  label: (row) => row.metaTitle,
  subject: (row) => `Meta entry "${row.metaTitle}"`,
  key: (row) => pageUrlKey(row.metaUrl),
  takenMessage: "A meta entry with this URL already exists. Change that entry's URL first.",
  image: (row) => row.image,
  folder: 'meta',
};
const contactKind: Kind<Contact> = {
  table: 'contacts',
  recordId: (row) => String(row.id),
  label: (row) => row.name || row.email,
  subject: (row) => `Contact message from ${row.name || row.email}`,
  key: () => null,
};
const enquiryKind: Kind<Enquiry> = {
  table: 'enquiries',
  recordId: (row) => String(row.id),
  label: (row) => row.name || row.emailId,
  subject: (row) => `Enquiry from ${row.name || row.emailId}`,
  key: () => null,
};

const KINDS = {
  blog: blogKind,
  category: categoryKind,
  meta: metaKind,
  contact: contactKind,
  enquiry: enquiryKind,
} as unknown as Record<TrashType, Kind<Row>>;

const rows = (db: MockDb, kind: Kind<Row>): Row[] => db[kind.table];
const setRows = (db: MockDb, kind: Kind<Row>, next: Row[]) =>
  void ((db as unknown as Record<Table, Row[]>)[kind.table] = next);

/** The 409 of a create or update whose unique key a trashed record holds (src/contract: `unique.trashed`). */
export const HELD_BY_TRASH = {
  blog: { field: blog.unique.field, message: blog.unique.trashed },
  category: { field: category.unique.field, message: category.unique.trashed },
  meta: { field: meta.unique.field, message: meta.unique.trashed },
} as const;

/** Refuses a create or update whose unique key (already normalised) a trashed record of `type` holds. */
export function assertKeyNotInTrash(db: MockDb, type: keyof typeof HELD_BY_TRASH, key: string): void {
  if (!db.trash.some((item) => item.type === type && item.key === key)) return;
  const { field, message } = HELD_BY_TRASH[type];
  fail(409, message, { errors: { [field]: message } });
}

export const NOT_IN_TRASH = 'This item is not in the trash.';

/** Moves a live record to the trash (the image stays until purge) and logs `… moved to the trash`. */
export function moveToTrash(ctx: RouteContext, type: TrashType, row: Row): void {
  const kind = KINDS[type];
  setRows(
    ctx.db,
    kind,
    rows(ctx.db, kind).filter((other) => other !== row),
  );
  const now = ctx.now();
  ctx.db.trash.push({
    type,
    id: row.id,
    recordId: kind.recordId(row),
    label: kind.label(row),
    key: kind.key(row),
    row,
    deletedAt: now.toISOString(),
    deletedBy: 'admin',
    purgeAt: new Date(now.getTime() + ctx.db.trashRetentionDays * DAY_MS).toISOString(),
  });
  log(ctx, type, row, 'moved to the trash');
}

function log(ctx: RouteContext, type: TrashType, row: Row, what: string): void {
  const kind = KINDS[type];
  ctx.record({
    action: `${kind.subject(row)} ${what}`,
    type,
    recordId: kind.recordId(row),
    recordLabel: kind.label(row),
  });
}

export function findInTrash(db: MockDb, type: TrashType, id: number): MockTrashItem | undefined {
  return db.trash.find((item) => item.type === type && item.id === id);
}

/** Throws the 409 that would refuse restoring `item` (a rule it would break), or returns. */
function assertRestorable(db: MockDb, item: MockTrashItem): void {
  const kind = KINDS[item.type];
  if (item.type === 'blog') {
    const category = (item.row as Blog).category ?? '';
    if (!db.categories.some((row) => row.category === category))
      fail(409, `Restore or create the category "${category}" first.`);
  }
  if (item.key !== null && kind.takenMessage && rows(db, kind).some((row) => kind.key(row) === item.key))
    fail(409, kind.takenMessage);
}

/** Puts trashed records back with their own ids (so lists sort them where they were); all or nothing. */
export function restoreItems(ctx: RouteContext, items: MockTrashItem[]): void {
  for (const item of items) assertRestorable(ctx.db, item);
  const keys = new Set<string>();
  for (const item of items) {
    const key = `${item.type}:${item.key}`;
    if (item.key !== null && keys.has(key)) fail(409, KINDS[item.type].takenMessage ?? NOT_IN_TRASH);
    keys.add(key);
  }
  for (const item of items) {
    const kind = KINDS[item.type];
    setRows(
      ctx.db,
      kind,
      [...rows(ctx.db, kind), item.row].sort((a, b) => a.id - b.id),
    );
    ctx.db.trash = ctx.db.trash.filter((other) => other !== item);
    log(ctx, item.type, item.row, 'restored');
  }
}

/** Erases trashed items for good, with their image files (unless another record still points to the same file). */
export function purgeItems(ctx: RouteContext, items: MockTrashItem[], { logged = true } = {}): void {
  const gone = new Set(items);
  ctx.db.trash = ctx.db.trash.filter((item) => !gone.has(item));
  for (const item of items) {
    const kind = KINDS[item.type];
    const image = kind.image?.(item.row);
    if (image && kind.folder && !imageInUse(ctx.db, kind.folder, image))
      ctx.db.uploads.delete(`${kind.folder}/${image}`);
    if (logged) log(ctx, item.type, item.row, 'deleted forever');
  }
}

function imageInUse(db: MockDb, folder: 'blogs' | 'meta', image: string): boolean {
  const kind = folder === 'blogs' ? KINDS.blog : KINDS.meta;
  const type: TrashType = folder === 'blogs' ? 'blog' : 'meta';
  return (
    rows(db, kind).some((row) => kind.image?.(row) === image) ||
    db.trash.some((item) => item.type === type && kind.image?.(item.row) === image)
  );
}

/** The automatic purge: items whose `purgeAt` has passed are erased (the server does it hourly). */
export function purgeExpired(ctx: RouteContext): void {
  const now = ctx.now().getTime();
  const expired = ctx.db.trash.filter((item) => Date.parse(item.purgeAt) <= now);
  if (expired.length) purgeItems(ctx, expired, { logged: false });
}

/** The live records of `type` with the given ids (for bulk calls). */
export function liveRows(db: MockDb, type: TrashType): Row[] {
  return rows(db, KINDS[type]);
}

/** A trash item as `GET /trash/list` answers it. */
export const trashView = ({ type, id, recordId, label, deletedAt, deletedBy, purgeAt }: MockTrashItem) => ({
  type,
  id,
  recordId,
  label,
  deletedAt,
  deletedBy,
  purgeAt,
});
