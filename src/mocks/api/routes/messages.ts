import {
  contact,
  contactActivity,
  CONTACT_STATUSES,
  contactStatusFields,
  enquiry,
  parseActivityLimit,
  parseId,
  statusNeverBack,
} from '@/contract';
import { liveRecords } from '@/domain/activity';
import { toContact } from '@/domain/records';
import { requireJson, requireSession, type RouteContext } from '../context';
import { fail, notFound, ok, type MockReply } from '../http';
import { validate } from '@/domain/input';

/** `POST /api/enquiries`: the website's form (the panel's calls are the registry's, ./records.ts). */
export function enquiryRoutes(ctx: RouteContext): MockReply | null {
  const [api, root, action] = ctx.segments;
  if (api !== 'api' || root !== 'enquiries' || ctx.method !== 'POST' || action !== undefined) return null;
  const values = validate(requireJson(ctx), enquiry.fields);
  const id = ctx.db.nextId++;
  ctx.db.enquiries = [
    ...ctx.db.enquiries,
    { id, ...values, ip: '127.0.0.1', changer: null, version: 0, createdDate: ctx.now().getTime() },
  ];
  return ok({ result: { id } }, 201);
}

/** `PUT /contacts/updateStatus/:id` and the website's `POST /contacts/submit`. */
export function contactRoutes(ctx: RouteContext): MockReply | null {
  const [root, action, rawId] = ctx.segments;
  if (root !== 'contacts') return null;
  if (ctx.method === 'PUT' && action === 'updateStatus') {
    requireSession(ctx);
    const status = validate(requireJson(ctx), contactStatusFields).status === 'replied' ? 'replied' : 'read';
    const id = parseId(rawId);
    const row = ctx.db.contacts.find((other) => other.id === id) ?? notFound(contact.noun);
    const from = CONTACT_STATUSES.indexOf(row.status as (typeof CONTACT_STATUSES)[number]);
    if (CONTACT_STATUSES.indexOf(status) < from) fail(409, statusNeverBack(row.status));
    if (row.status === status) return ok({ result: toContact(row) });
    const saved = { ...row, status };
    ctx.db.contacts = ctx.db.contacts.map((other) => (other === row ? saved : other));
    const label = { recordId: String(row.id), recordLabel: row.subject };
    ctx.record({ action: contactActivity.marked(row.name, status), type: 'contact', ...label });
    return ok({ result: toContact(saved) });
  }
  if (ctx.method === 'POST' && action === 'submit') {
    const values = validate(requireJson(ctx), contact.fields);
    const id = ctx.db.nextId++;
    ctx.db.contacts = [...ctx.db.contacts, { id, ...values, status: 'new', createdAt: ctx.now().getTime() }];
    const label = { recordId: String(id), recordLabel: values.subject };
    ctx.record({ action: contactActivity.received(values.name), type: 'contact', ...label });
    return ok({ result: { id } }, 201);
  }
  return null;
}

/** `GET /activity/list?limit=N`: the newest lines, each saying whether its record still exists. */
export async function activityRoutes(ctx: RouteContext): Promise<MockReply | null> {
  if (ctx.segments[0] !== 'activity' || ctx.segments[1] !== 'list' || ctx.method !== 'GET') return null;
  requireSession(ctx);
  const parsed = parseActivityLimit(ctx.query.get('limit') ?? undefined);
  if ('message' in parsed) fail(400, parsed.message, { errors: parsed.errors });
  const rows = [...ctx.db.activity]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, parsed.limit);
  const live = await liveRecords(ctx.store, ctx.db, rows);
  return ok({ result: rows.map((row) => ({ ...row, exists: live.has(`${row.type}:${row.recordId}`) })) });
}
