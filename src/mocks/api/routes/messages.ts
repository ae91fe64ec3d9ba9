import {
  contact,
  CONTACT_STATUSES,
  contactStatusFields,
  enquiry,
  parseActivityLimit,
  statusNeverBack,
} from '@/contract';
import { listParams, listReply, numericId, requireJson, requireSession, type RouteContext } from '../context';
import type { MockDb } from '../db';
import { fail, notFound, ok, type MockReply } from '../http';
import { moveToTrash } from '../trash';
import { validate } from '../validate';

type Enquiry = MockDb['enquiries'][number];
type Contact = MockDb['contacts'][number];

/** `/api/enquiries/*` (docs/api-contract.md "Enquiries"). */
export function enquiryRoutes(ctx: RouteContext): MockReply | null {
  const [api, root, action, rawId] = ctx.segments;
  if (api !== 'api' || root !== 'enquiries') return null;
  if (ctx.method === 'GET' && action === 'list') {
    requireSession(ctx);
    const params = listParams(ctx, enquiry.list);
    const { filters, since } = params;
    const rows = ctx.db.enquiries.filter(
      (row) =>
        (!filters.enquiryCategory || row.enquiryCategory === filters.enquiryCategory) &&
        (since === undefined || Date.parse(row.createdDate) >= since),
    );
    return ok(listReply(rows, enquiry.list, params));
  }
  if (ctx.method === 'DELETE' && action === 'delete') {
    requireSession(ctx);
    const id = numericId(rawId, 'Enquiry');
    moveToTrash(ctx, 'enquiry', ctx.db.enquiries.find((other) => other.id === id) ?? notFound('Enquiry'));
    return ok({ result: true });
  }
  if (ctx.method === 'POST' && action === undefined) {
    const values = validate(requireJson(ctx), enquiry.fields);
    const row: Enquiry = {
      id: ctx.db.nextId++,
      ...values,
      ip: '127.0.0.1',
      enquiryCategory:
        values.enquiryCategory === 'FOOTER' || values.enquiryCategory === 'HEADER' ? values.enquiryCategory : 'PAGE',
      changer: null,
      version: 0,
      createdDate: ctx.now().toISOString(),
    };
    ctx.db.enquiries.push(row);
    return ok({ result: { id: row.id } }, 201);
  }
  return null;
}

/** `/contacts/*` (docs/api-contract.md "General contact messages"). */
export function contactRoutes(ctx: RouteContext): MockReply | null {
  const [root, action, rawId] = ctx.segments;
  if (root !== 'contacts') return null;
  const find = () => {
    const id = numericId(rawId, 'Contact message');
    return ctx.db.contacts.find((row) => row.id === id) ?? notFound('Contact message');
  };
  if (ctx.method === 'GET' && action === 'list') {
    requireSession(ctx);
    const params = listParams(ctx, contact.list);
    const status = params.filters.status;
    const rows = status ? ctx.db.contacts.filter((row) => row.status === status) : ctx.db.contacts;
    return ok(listReply(rows, contact.list, params));
  }
  if (ctx.method === 'PUT' && action === 'updateStatus') {
    requireSession(ctx);
    const status = validate(requireJson(ctx), contactStatusFields).status === 'replied' ? 'replied' : 'read';
    const row = find();
    if (CONTACT_STATUSES.indexOf(status) < CONTACT_STATUSES.indexOf(row.status)) fail(409, statusNeverBack(row.status));
    if (row.status !== status) {
      row.status = status;
      ctx.record({
        action: `Contact message from ${row.name} marked ${status}`,
        type: 'contact',
        recordId: String(row.id),
        recordLabel: row.subject,
      });
    }
    return ok({ result: row });
  }
  if (ctx.method === 'DELETE' && action === 'deleteContact') {
    requireSession(ctx);
    moveToTrash(ctx, 'contact', find());
    return ok({ result: true });
  }
  if (ctx.method === 'POST' && action === 'submit') {
    const values = validate(requireJson(ctx), contact.fields);
    const row: Contact = { id: ctx.db.nextId++, ...values, status: 'new', createdAt: ctx.now().toISOString() };
    ctx.db.contacts.push(row);
    ctx.record({
      action: `New contact message from ${row.name}`,
      type: 'contact',
      recordId: String(row.id),
      recordLabel: row.subject,
    });
    return ok({ result: { id: row.id } }, 201);
  }
  return null;
}

/** `GET /activity/list?limit=N`. */
export function activityRoutes(ctx: RouteContext): MockReply | null {
  if (ctx.segments[0] !== 'activity' || ctx.segments[1] !== 'list' || ctx.method !== 'GET') return null;
  requireSession(ctx);
  const parsed = parseActivityLimit(ctx.query.get('limit') ?? undefined);
  if ('message' in parsed) fail(400, parsed.message, { errors: parsed.errors });
  const { limit } = parsed;
  const exists = (type: string, recordId: string) => {
    if (type === 'blog') return ctx.db.blogs.some((row) => row.blogId === recordId);
    const id = Number(recordId);
    if (type === 'category') return ctx.db.categories.some((row) => row.id === id);
    if (type === 'meta') return ctx.db.metas.some((row) => row.id === id);
    if (type === 'enquiry') return ctx.db.enquiries.some((row) => row.id === id);
    return ctx.db.contacts.some((row) => row.id === id);
  };
  const rows = [...ctx.db.activity]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, limit);
  return ok({ result: rows.map((row) => ({ ...row, exists: exists(row.type, row.recordId) })) });
}
