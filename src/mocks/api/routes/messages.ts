import {
  byDateAsc,
  byDateDesc,
  listReply,
  numericId,
  requireJson,
  requireSession,
  type RouteContext,
} from '../context';
import type { MockDb } from '../db';
import { fail, notFound, ok, validationFailed, type MockReply } from '../http';
import { isValidEmail } from '@/lib/email';
import { moveToTrash } from '../trash';
import { Checks, PHONE_PATTERN, str } from '../validate';

type Enquiry = MockDb['enquiries'][number];
type Contact = MockDb['contacts'][number];
const CATEGORIES = ['FOOTER', 'HEADER', 'PAGE'];
const STATUS_ORDER = ['new', 'read', 'replied'];
const newestOldest = <T>(field: keyof T) => ({ newest: byDateDesc<T>(field), oldest: byDateAsc<T>(field) });

/** `/api/enquiries/*` (docs/api-contract.md "Enquiries"). */
export function enquiryRoutes(ctx: RouteContext): MockReply | null {
  const [api, root, action, rawId] = ctx.segments;
  if (api !== 'api' || root !== 'enquiries') return null;
  if (ctx.method === 'GET' && action === 'list') {
    requireSession(ctx);
    const category = ctx.query.get('enquiryCategory');
    if (category && !CATEGORIES.includes(category))
      validationFailed({ enquiryCategory: 'enquiryCategory must be FOOTER, HEADER or PAGE' });
    const rows = category ? ctx.db.enquiries.filter((row) => row.enquiryCategory === category) : ctx.db.enquiries;
    return ok(
      listReply<Enquiry>(ctx, rows, {
        search: ['name', 'emailId', 'message'],
        sorts: newestOldest('createdDate'),
        defaultSort: 'newest',
      }),
    );
  }
  if (ctx.method === 'DELETE' && action === 'delete') {
    requireSession(ctx);
    const id = numericId(rawId, 'Enquiry');
    moveToTrash(ctx, 'enquiry', ctx.db.enquiries.find((other) => other.id === id) ?? notFound('Enquiry'));
    return ok({ result: true });
  }
  if (ctx.method === 'POST' && action === undefined) {
    const body = requireJson(ctx);
    const c = new Checks();
    c.text('name', body.name, 1, 100);
    const email = c.text('emailId', body.emailId, 1, 254);
    if (email !== undefined) c.rule('emailId', isValidEmail(email), 'emailId must be an email address');
    const phone = c.text('phoneNo', body.phoneNo, 0, 30, { required: false });
    if (phone !== undefined)
      c.rule('phoneNo', PHONE_PATTERN.test(phone), 'phoneNo may hold digits, spaces and + ( ) -');
    c.text('country', body.country, 0, 100, { required: false });
    c.text('service', body.service, 0, 100, { required: false });
    c.text('message', body.message, 1, 5000);
    c.rule(
      'enquiryCategory',
      CATEGORIES.includes(String(body.enquiryCategory)),
      'enquiryCategory must be FOOTER, HEADER or PAGE',
    );
    c.text('enquiryPage', body.enquiryPage, 0, 2048, { required: false });
    c.text('channel', body.channel, 0, 50, { required: false });
    if (c.failed) validationFailed(c.errors);
    // the server stores a missing optional field as an empty string
    const opt = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const row: Enquiry = {
      id: ctx.db.nextId++,
      name: String(body.name).trim(),
      emailId: String(body.emailId).trim(),
      phoneNo: opt(body.phoneNo),
      country: opt(body.country),
      service: opt(body.service),
      message: String(body.message).trim(),
      ip: '127.0.0.1',
      enquiryCategory: body.enquiryCategory as Enquiry['enquiryCategory'],
      enquiryPage: opt(body.enquiryPage),
      channel: opt(body.channel) || 'WEB',
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
    const status = ctx.query.get('status');
    if (status && !STATUS_ORDER.includes(status)) validationFailed({ status: 'status must be new, read or replied' });
    const rows = status ? ctx.db.contacts.filter((row) => row.status === status) : ctx.db.contacts;
    return ok(
      listReply<Contact>(ctx, rows, {
        search: ['name', 'email', 'subject', 'message'],
        sorts: newestOldest('createdAt'),
        defaultSort: 'newest',
      }),
    );
  }
  if (ctx.method === 'PUT' && action === 'updateStatus') {
    requireSession(ctx);
    const row = find();
    const status = str(requireJson(ctx).status);
    if (status !== 'read' && status !== 'replied') validationFailed({ status: 'status must be read or replied' });
    if (STATUS_ORDER.indexOf(status) < STATUS_ORDER.indexOf(row.status)) {
      fail(409, `This message is already ${row.status}.`);
    }
    if (row.status !== status) {
      row.status = status;
      ctx.record({
        action: `Contact message from ${row.name} marked ${status}`,
        type: 'contact',
        recordId: String(row.id),
        recordLabel: row.name,
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
    const body = requireJson(ctx);
    const c = new Checks();
    c.text('name', body.name, 1, 100);
    const email = c.text('email', body.email, 1, 254);
    if (email !== undefined) c.rule('email', isValidEmail(email), 'email must be an email address');
    c.text('subject', body.subject, 1, 200);
    c.text('message', body.message, 1, 5000);
    if (c.failed) validationFailed(c.errors);
    const row: Contact = {
      id: ctx.db.nextId++,
      name: String(body.name).trim(),
      email: String(body.email).trim(),
      subject: String(body.subject).trim(),
      message: String(body.message).trim(),
      status: 'new',
      createdAt: ctx.now().toISOString(),
    };
    ctx.db.contacts.push(row);
    ctx.record({
      action: `New contact message from ${row.name}`,
      type: 'contact',
      recordId: String(row.id),
      recordLabel: row.name,
    });
    return ok({ result: { id: row.id } }, 201);
  }
  return null;
}

/** `GET /activity/list?limit=N`. */
export function activityRoutes(ctx: RouteContext): MockReply | null {
  if (ctx.segments[0] !== 'activity' || ctx.segments[1] !== 'list' || ctx.method !== 'GET') return null;
  requireSession(ctx);
  const limit = Number(ctx.query.get('limit') ?? 10);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) validationFailed({ limit: 'limit must be 1..50' });
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
