/**
 * What each record type does beyond its contract description, once for the server and the in-memory API: how a path
 * key finds a record, how a stored row is answered, and the hooks of its writes (a post's publishing state and
 * category, a category's rename and use by posts). Everything else of a write is generic (./versioned.ts).
 */
import {
  asset,
  ASSET_MESSAGES,
  assetInUseMessage,
  FOCAL_SCALE,
  blog,
  BLOG_MESSAGES,
  category,
  categoryInUseMessage,
  contact,
  contentKey,
  CONTENT_KEY_PREFIX,
  enquiry,
  meta,
  parseId,
  SLUG_PATTERN,
  type RecordType,
  type ResourceDef,
  parseWebhookEvents,
  webhook,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  parseRedirectStatus,
  redirect,
  REDIRECT_MESSAGES,
  TEXT_PROBLEMS,
} from '../contract/index.ts';
import { redirectKey } from '../lib/redirectKey.ts';
import { addressMoved, settleRedirect, settleRestoredRedirect } from './redirects.ts';
import { conflict, invalidFields } from './errors.ts';
import { createdAction, publishingAction, publishingOnCreate, publishingOnUpdate } from './publishing.ts';
import {
  toAsset,
  type AssetRow,
  toBlog,
  toCategory,
  toContact,
  toContentKey,
  toEnquiry,
  toMeta,
  toWebhook,
  toRedirect,
  type RedirectRow,
  type WebhookRow,
  type BlogRow,
  type CategoryRow,
  type ContactRow,
  type ContentKeyRow,
  type EnquiryRow,
  type MetaRow,
} from './records.ts';
import type { HookContext, LiveRow, Store } from './store.ts';

export type { HookContext } from './store.ts';

/** Columns a write adds to the fields, and the activity line it gives. */
export interface WriteExtra {
  columns: Record<string, unknown>;
  action?: (label: string) => string;
  /** Fields the create's answer carries this once and nothing stores (a content key; its hash is in `columns`). */
  reveal?: Record<string, unknown>;
}

export interface RecordKind {
  resource: ResourceDef;
  /** The column and value that a path key names, or undefined when the key can name no record (404). */
  locate(key: string | undefined): { column: string; value: string | number } | undefined;
  /** The record as the API answers it. */
  toWire<Conn>(hook: HookContext<Conn>, row: LiveRow): Promise<unknown>;
  /** Rewrites validated values before anything is stored (a post's body sanitised), or throws its 400. */
  prepare?<Conn>(store: Store<Conn>, values: Record<string, string>): Record<string, string>;
  /** Checks inside the write's transaction, before it (a post names an existing category). */
  check?<Conn>(hook: HookContext<Conn>, values: Record<string, string>): Promise<void>;
  /** Extra columns of a create, from the request's own fields (a post's publishing state) or made for it (a key). */
  onCreate?(form: Record<string, unknown>, now: number): WriteExtra | Promise<WriteExtra>;
  /** Extra columns of an update, or undefined when the request changes nothing beyond its fields. */
  onUpdate?(form: Record<string, unknown>, row: LiveRow, now: number): WriteExtra | undefined;
  /**
   * Runs after an update, in its transaction (a renamed category moves its posts along). The update has locked the
   * row, so a user added under the old value meanwhile waits and then finds it gone, or is moved along.
   */
  afterUpdate?<Conn>(hook: HookContext<Conn>, row: LiveRow, values: Record<string, string>): Promise<void>;
  /**
   * Refuses a delete (409) the record's users would not survive (a category still used by posts). Runs with the row
   * locked (`update`), so a user added meanwhile waits for the delete or is seen by it.
   */
  refuseDelete?<Conn>(hook: HookContext<Conn>, row: LiveRow): Promise<void>;
  /**
   * Checks a trashed row before a restore puts it back, in the restore's transaction, and gives the row to put back
   * (a redirect re-checked as a create would be); throws the 409 that refuses the whole restore.
   */
  onRestore?<Conn>(hook: HookContext<Conn>, row: LiveRow): Promise<LiveRow>;
}

const byId = (key: string | undefined) => {
  const id = parseId(key);
  return id === undefined ? undefined : { column: 'id', value: id };
};

/**
 * The number of live posts in a category, by its exact name. A rule that trashes the category on this count holds
 * the category's row locked (`update`) first: a post written into it meanwhile waits, or is counted.
 */
export const postsInCategory = <Conn>(hook: HookContext<Conn>, name: string) =>
  hook.store.count(hook.conn, 'blogs', 'category', name);

/**
 * Which of `names` are live categories, their rows locked (`share`) until the write's transaction ends: a post written
 * or restored into them keeps them from being trashed or renamed under it (the trash or rename waits, then sees the
 * post; or it went first, and the category is not found here).
 */
export async function liveCategories<Conn>(hook: HookContext<Conn>, names: readonly string[]): Promise<Set<string>> {
  const rows = await hook.store.findIn(hook.conn, 'categories', 'category', [...new Set(names)], 'share');
  return new Set(rows.map((row) => String(row.category)));
}

const blogKind: RecordKind = {
  resource: blog,
  locate: (key) =>
    key !== undefined && key.length <= blog.fields.blogId.max && SLUG_PATTERN.test(key)
      ? { column: 'blogId', value: key }
      : undefined,
  toWire: (hook, row) => Promise.resolve(toBlog(row as unknown as BlogRow, hook.now)),
  prepare(store, values) {
    if (values.description === undefined) return values;
    const clean = store.sanitize(values.description);
    if (!hasContent(clean)) throw invalidFields({ description: BLOG_MESSAGES.descriptionEmpty });
    return { ...values, description: clean };
  },
  async check(hook, values) {
    if (values.category === undefined) return;
    if (!(await liveCategories(hook, [values.category])).has(values.category)) {
      throw invalidFields({ category: BLOG_MESSAGES.categoryMissing });
    }
  },
  onCreate(form, now) {
    const publishing = publishingOnCreate(form, now);
    return { columns: { ...publishing }, action: (title) => createdAction(title, publishing) };
  },
  onUpdate(form, row, now) {
    const publishing = publishingOnUpdate(form, row as unknown as BlogRow, now);
    return publishing && { columns: { ...publishing }, action: (title) => publishingAction(title, publishing) };
  },
  // A post that was ever visible keeps its old address working: a 301 to the new one.
  async afterUpdate(hook, row, values) {
    const everVisible = row.publishedAt !== null && Number(row.publishedAt) <= hook.now;
    if (values.blogUrl !== undefined && everVisible) await addressMoved(hook, String(row.blogUrl), values.blogUrl);
  },
};

const categoryKind: RecordKind = {
  resource: category,
  locate: byId,
  async toWire(hook, row) {
    const stored = row as unknown as CategoryRow;
    const count = hook.visiblePostsIn ?? ((name: string) => postsInCategory(hook, name));
    return toCategory(stored, await count(stored.category));
  },
  async afterUpdate(hook, row, values) {
    const old = String(row.category);
    if (values.category !== undefined && values.category !== old) {
      // Posts name their category: the live ones, the trashed ones and their kept versions follow it, so a restore
      // (from the trash or of an older version) lands in the new name.
      await hook.store.updateWhere(hook.conn, 'blogs', 'category', old, { category: values.category });
      await hook.store.trash.rewrite(hook.conn, 'blog', 'category', old, values.category);
      await hook.store.revisions.rewrite(hook.conn, 'blog', 'category', old, values.category);
    }
  },
  async refuseDelete(hook, row) {
    const used = await postsInCategory(hook, String(row.category));
    if (used > 0) throw conflict(categoryInUseMessage(used));
  },
};

const metaKind: RecordKind = {
  resource: meta,
  locate: byId,
  toWire: (_hook, row) => Promise.resolve(toMeta(row as unknown as MetaRow)),
  async afterUpdate(hook, row, values) {
    if (values.metaUrl !== undefined) await addressMoved(hook, String(row.metaUrl), values.metaUrl);
  },
};

const contactKind: RecordKind = {
  resource: contact,
  locate: byId,
  toWire: (_hook, row) => Promise.resolve(toContact(row as unknown as ContactRow)),
};

const enquiryKind: RecordKind = {
  resource: enquiry,
  locate: byId,
  toWire: (_hook, row) => Promise.resolve(toEnquiry(row as unknown as EnquiryRow)),
};

/** SHA-256 of text, hex: how a content key is stored and looked up (Web Crypto: the same in Node and a browser). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new content key: the prefix and 32 random bytes, base64url. */
export function newContentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const base64 = btoa(String.fromCharCode(...bytes));
  return CONTENT_KEY_PREFIX + base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const contentKeyKind: RecordKind = {
  resource: contentKey,
  locate: byId,
  toWire: (_hook, row) => Promise.resolve(toContentKey(row as unknown as ContentKeyRow)),
  // The key is made here, answered once (`reveal`) and stored only as its hash.
  async onCreate() {
    const key = newContentKey();
    return { columns: { keyHash: await sha256Hex(key) }, reveal: { key } };
  },
};

/** `decorative` as sent (JSON true/false, or a form's "true"/"false"); undefined when absent. */
function decorativeOf(form: Record<string, unknown>): number | undefined {
  const raw = form.decorative;
  if (raw === undefined) return undefined;
  if (raw === true || raw === 'true') return 1;
  if (raw === false || raw === 'false') return 0;
  throw invalidFields({ decorative: ASSET_MESSAGES.decorative });
}

/** A focal coordinate as sent (a number, or its text in a form) in ten-thousandths; undefined when absent. */
function focalOf(form: Record<string, unknown>, field: 'focalX' | 'focalY'): number | undefined {
  const raw = form[field];
  if (raw === undefined) return undefined;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(value) || value < 0 || value > 1) throw invalidFields({ [field]: ASSET_MESSAGES.focal(field) });
  return Math.round(value * FOCAL_SCALE);
}

/** The asset columns a create or update sets beside its text fields (`decorative`, the focal point). */
function assetColumns(form: Record<string, unknown>): Record<string, number> {
  const columns: Record<string, number | undefined> = {
    decorative: decorativeOf(form),
    focalX: focalOf(form, 'focalX'),
    focalY: focalOf(form, 'focalY'),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Record<
    string,
    number
  >;
}

/** How many posts and meta pages use an asset (a record using it twice counts once). */
export async function assetUsedBy<Conn>(hook: HookContext<Conn>, row: LiveRow): Promise<number> {
  const uses = await hook.store.assetUses(hook.conn, { id: row.id, name: String(row.name) });
  return new Set(uses.map((use) => `${use.type} ${use.id}`)).size;
}

const assetKind: RecordKind = {
  resource: asset,
  locate: byId,
  async toWire(hook, row) {
    return toAsset(row as unknown as AssetRow, await assetUsedBy(hook, row));
  },
  onCreate: (form) => ({
    columns: { decorative: 0, focalX: FOCAL_SCALE / 2, focalY: FOCAL_SCALE / 2, ...assetColumns(form) },
  }),
  onUpdate(form, row) {
    const columns = assetColumns(form);
    const changed = Object.entries(columns).filter(([column, value]) => row[column] !== value);
    return changed.length ? { columns: Object.fromEntries(changed) } : undefined;
  },
  async refuseDelete(hook, row) {
    const used = await assetUsedBy(hook, row);
    if (used > 0) throw conflict(assetInUseMessage(used));
  },
};

/** A new webhook secret: the prefix and base64 of 24 random bytes (Standard Webhooks' `whsec_` form). */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return WEBHOOK_SECRET_PREFIX + btoa(String.fromCharCode(...bytes));
}

/** A webhook write's `events` and `active` from the request's own fields, or 400. */
function webhookColumns(form: Record<string, unknown>, required: boolean): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (form.events !== undefined || required) {
    const events = parseWebhookEvents(form.events);
    if (!events) throw invalidFields({ events: WEBHOOK_MESSAGES.events });
    columns.events = events.join(',');
  }
  if (form.active !== undefined) {
    const active =
      form.active === true || form.active === 'true'
        ? 1
        : form.active === false || form.active === 'false'
          ? 0
          : undefined;
    if (active === undefined) throw invalidFields({ active: WEBHOOK_MESSAGES.active });
    columns.active = active;
    // Switching a webhook on again clears its pause and its run of failures.
    if (active === 1) Object.assign(columns, { failures: 0, pausedAt: null });
  }
  return columns;
}

const webhookKind: RecordKind = {
  resource: webhook,
  locate: byId,
  toWire: (_hook, row) => Promise.resolve(toWebhook(row as unknown as WebhookRow)),
  // The secret is made here and answered once (`reveal`); it is kept, since every delivery is signed with it.
  onCreate(form) {
    const secret = newWebhookSecret();
    return {
      columns: { ...webhookColumns(form, true), active: 1, failures: 0, pausedAt: null, secret, busyUntil: null },
      reveal: { secret },
    };
  },
  onUpdate(form) {
    const columns = webhookColumns(form, false);
    return Object.keys(columns).length ? { columns } : undefined;
  },
};

/** A redirect write's `status` from the request's own fields (create: 301 unless sent), or 400. */
function redirectStatus(form: Record<string, unknown>, required: boolean): Record<string, unknown> {
  if (form.status === undefined || form.status === null || form.status === '') return required ? { status: 301 } : {};
  const status = parseRedirectStatus(form.status);
  if (status === undefined) throw invalidFields({ status: REDIRECT_MESSAGES.status });
  return { status };
}

const redirectKind: RecordKind = {
  resource: redirect,
  locate: byId,
  toWire: (_hook, row) => Promise.resolve(toRedirect(row as unknown as RedirectRow)),
  // `//host/path` passes as a path but browsers follow it to another host: never a redirect's end.
  prepare(_store, values) {
    for (const field of ['from', 'to'] as const) {
      if (values[field]?.startsWith('//'))
        throw invalidFields({ [field]: `${field} ${TEXT_PROBLEMS.format.urlOrPath}` });
    }
    return values;
  },
  onCreate: (form) => ({ columns: { ...redirectStatus(form, true), auto: 0, hits: 0 } }),
  onUpdate(form) {
    const columns = redirectStatus(form, false);
    return Object.keys(columns).length ? { columns } : undefined;
  },
  // A create names both ends; the end of the chain it starts is what is stored (values are written after this hook).
  async check(hook, values) {
    if (values.from === undefined || values.to === undefined) return;
    values.to = (await settleRedirect(hook, values.from, values.to)).to;
  },
  // An update is checked with the row as saved; a refusal rolls the whole update back.
  async afterUpdate(hook, row, values) {
    if (values.from === undefined && values.to === undefined) return;
    const to = values.to ?? String(row.to);
    const end = await settleRedirect(hook, values.from ?? String(row.from), to, Number(row.id));
    if (end.toKey !== redirectKey(to)) await hook.store.updateWhere(hook.conn, 'redirects', 'id', String(row.id), end);
  },
  onRestore: settleRestoredRedirect,
};

/** Every record type's behaviour, by its type. */
export const KINDS: Record<RecordType, RecordKind> = {
  blog: blogKind,
  category: categoryKind,
  meta: metaKind,
  contact: contactKind,
  enquiry: enquiryKind,
  contentKey: contentKeyKind,
  asset: assetKind,
  webhook: webhookKind,
  redirect: redirectKind,
};

/**
 * True when sanitised HTML still holds readable text or media (an image or a video). Sanitised HTML escapes `<` and
 * `>` inside text and attribute values, so every `<…>` left is a tag.
 */
export function hasContent(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}

/** The label of a stored row: its label column, or the fallback column when that is blank. */
export function labelOf(resource: ResourceDef, row: Record<string, unknown>): string {
  const text = (column: string | undefined) => {
    const value = column === undefined ? undefined : row[column];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return text(resource.label.column).trim() || text(resource.label.orElse) || text(resource.label.column);
}

/** What the activity log stores as a record's id: its path key (a blog's `blogId`, else the numeric id). */
export const recordIdOf = (resource: ResourceDef, row: Record<string, unknown>) => String(row[resource.key]);
