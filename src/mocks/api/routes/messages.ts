import { contact, contactStatusFields, enquiry, parseActivityLimit, parseId } from '@/contract';
import { liveRecords } from '@/domain/activity';
import { iso } from '@/domain/time';
import { newestActivity } from '../../../../server/src/db/activity.ts';
import { insertEnquiry } from '../../../../server/src/db/enquiries.ts';
import { markContact, receiveContact } from '@/domain/inbox';
import { toContact } from '@/domain/records';
import { validate } from '@/domain/input';
import { open, requireJson, writeContext, type Routes } from '../context';
import { fail, ok } from '../http';

/** The website's forms, a contact's status and the activity feed (the other calls are the registry's). */
export const messageRoutes: Routes = {
  'POST /api/enquiries': open(async (ctx) => {
    const values = validate(requireJson(ctx), enquiry.fields);
    const id = await insertEnquiry(ctx.db.sql.db, values, { ip: '127.0.0.1', now: ctx.now().getTime() });
    return ok({ result: { id } }, 201);
  }),
  'POST /contacts/submit': open(async (ctx) => {
    const values = validate(requireJson(ctx), contact.fields);
    return ok({ result: { id: await receiveContact(ctx.store, values, ctx.now().getTime()) } }, 201);
  }),
  'PUT /contacts/updateStatus/:id': async (ctx, rawId) => {
    const status = validate(requireJson(ctx), contactStatusFields).status === 'replied' ? 'replied' : 'read';
    return ok({ result: toContact(await markContact(writeContext(ctx), parseId(rawId), status)) });
  },
  /** The newest lines, each saying whether its record still exists. */
  'GET /activity/list': async (ctx) => {
    const parsed = parseActivityLimit(ctx.query.get('limit') ?? undefined);
    if ('message' in parsed) fail(400, parsed.message, { errors: parsed.errors });
    const rows = await newestActivity(ctx.db.sql.db, parsed.limit);
    const live = await liveRecords(ctx.store, ctx.db.sql.db, rows);
    const result = rows.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      exists: live.has(`${row.type}:${row.recordId}`),
    }));
    return ok({ result });
  },
};
