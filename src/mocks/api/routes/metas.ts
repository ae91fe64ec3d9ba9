import {
  byDateAsc,
  byDateDesc,
  byText,
  listReply,
  numericId,
  requireForm,
  requireSession,
  type RouteContext,
} from '../context';
import type { MockDb } from '../db';
import { fail, notFound, ok, validationFailed, type MockReply } from '../http';
import { pageUrlKey } from '@/lib/uniqueKeys';
import { assertKeyNotInTrash, moveToTrash } from '../trash';
import { Checks } from '../validate';
import { storeImage } from './uploads';

type Meta = MockDb['metas'][number];
const FIELDS = ['metaTitle', 'metaUrl', 'pageMeta', 'metaDescription'] as const;

function validate(form: Record<string, unknown>, partial: boolean) {
  const c = new Checks();
  const opt = { required: !partial };
  c.text('metaTitle', form.metaTitle, 1, 200, opt);
  c.text('metaDescription', form.metaDescription, 1, 500, opt);
  c.text('pageMeta', form.pageMeta, 1, 200, opt);
  c.httpUrl('metaUrl', form.metaUrl, opt);
  if (c.failed) validationFailed(c.errors);
}

function assertUniqueUrl(ctx: RouteContext, url: unknown, except?: Meta) {
  if (typeof url !== 'string') return;
  // The server's rule (src/lib/uniqueKeys.ts): URLs are compared after parsing.
  const key = pageUrlKey(url);
  if (ctx.db.metas.some((row) => row !== except && pageUrlKey(row.metaUrl) === key)) {
    fail(409, 'A meta entry for this metaUrl already exists', { errors: { metaUrl: 'metaUrl already exists' } });
  }
  if (!except || key !== pageUrlKey(except.metaUrl)) assertKeyNotInTrash(ctx.db, 'meta', key);
}

/** `/meta/*` (docs/api-contract.md "Meta"). */
export async function metaRoutes(ctx: RouteContext): Promise<MockReply | null> {
  const [root, action, rawId] = ctx.segments;
  if (root !== 'meta') return null;
  const find = () => {
    const id = numericId(rawId, 'Meta');
    return ctx.db.metas.find((row) => row.id === id) ?? notFound('Meta');
  };
  const route = `${ctx.method} ${action}`;
  const actorOf = (email: string) => email.split('@')[0] ?? 'admin';

  if (route === 'GET list') {
    requireSession(ctx);
    return ok(
      listReply<Meta>(ctx, ctx.db.metas, {
        search: ['metaTitle', 'metaUrl', 'pageMeta', 'metaDescription'],
        sorts: { newest: byDateDesc('createdDate'), oldest: byDateAsc('createdDate'), title: byText('metaTitle') },
        defaultSort: 'newest',
      }),
    );
  }
  if (route === 'GET getMeta') {
    requireSession(ctx);
    return ok({ result: find() });
  }
  if (route === 'POST createMeta') {
    const session = requireSession(ctx);
    const form = requireForm(ctx);
    validate(form, false);
    assertUniqueUrl(ctx, form.metaUrl);
    const image = await storeImage(ctx, form.image, 'meta');
    const date = ctx.now().toISOString();
    const actor = actorOf(session.email);
    const meta: Meta = {
      id: ctx.db.nextId++,
      metaTitle: String(form.metaTitle).trim(),
      metaUrl: String(form.metaUrl).trim(),
      pageMeta: String(form.pageMeta).trim(),
      metaDescription: String(form.metaDescription).trim(),
      image,
      creator: typeof form.creator === 'string' && form.creator ? form.creator : actor,
      changer: typeof form.changer === 'string' && form.changer ? form.changer : actor,
      createdDate: date,
      changedDate: date,
      version: 1,
    };
    ctx.db.metas.push(meta);
    ctx.record({
      action: `Meta "${meta.metaTitle}" created`,
      type: 'meta',
      recordId: String(meta.id),
      recordLabel: meta.metaTitle,
    });
    return ok({ result: meta }, 201);
  }
  if (route === 'PUT updateMeta') {
    const session = requireSession(ctx);
    const meta = find();
    const form = requireForm(ctx);
    if (form.version !== undefined && Number(form.version) !== meta.version) {
      fail(409, 'This record was changed by someone else. Reload it to see their changes.', { current: meta });
    }
    validate(form, true);
    assertUniqueUrl(ctx, form.metaUrl, meta);
    const image = form.removeImage === 'true' ? null : ((await storeImage(ctx, form.image, 'meta')) ?? meta.image);
    for (const field of FIELDS) if (typeof form[field] === 'string') meta[field] = String(form[field]).trim();
    meta.image = image;
    meta.changer = typeof form.changer === 'string' && form.changer ? form.changer : actorOf(session.email);
    meta.changedDate = ctx.now().toISOString();
    meta.version += 1;
    ctx.record({
      action: `Meta "${meta.metaTitle}" updated`,
      type: 'meta',
      recordId: String(meta.id),
      recordLabel: meta.metaTitle,
    });
    return ok({ result: meta });
  }
  if (route === 'DELETE deleteMeta') {
    requireSession(ctx);
    moveToTrash(ctx, 'meta', find());
    return ok({ result: true });
  }
  return null;
}
