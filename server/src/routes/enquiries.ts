import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { Ctx } from '../context.ts';
import { iso } from '../db/errors.ts';
import type { EnquiriesTable } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { listResponse, parseListQuery, runList, searchAny } from '../http/list.ts';
import { limit } from '../http/ratelimit.ts';
import { objectBody, parseId, validate, type Rules } from '../http/validate.ts';
import { requestClientKey } from '../http/client.ts';
import { actorOf } from '../auth/sessions.ts';
import { moveToTrash } from '../services/trash.ts';

export const ENQUIRY_CATEGORIES = ['FOOTER', 'HEADER', 'PAGE'] as const;
export const PUBLIC_FORM_WINDOW_MS = 10 * 60 * 1000;

const rules: Rules = {
  name: { max: 100 },
  emailId: { max: 254, format: 'email' },
  phoneNo: { max: 30, format: 'phone', optional: true, fallback: '' },
  country: { max: 100, optional: true, fallback: '' },
  service: { max: 100, optional: true, fallback: '' },
  message: { max: 5000, multiline: true },
  enquiryCategory: { max: 10, oneOf: ENQUIRY_CATEGORIES },
  enquiryPage: { max: 2048, optional: true, fallback: '' },
  channel: { max: 50, optional: true, fallback: 'WEB' },
};

type Row = Selectable<EnquiriesTable>;
export const toEnquiry = (row: Row) => ({ ...row, createdDate: iso(row.createdDate) });

export function enquiryRoutes(app: FastifyInstance, { db, config, guards }: Ctx): void {
  app.get('/api/enquiries/list', { preHandler: guards.full }, async (request, reply) => {
    const params = parseListQuery(request.query, {
      sorts: ['newest', 'oldest'],
      defaultSort: 'newest',
      filters: { enquiryCategory: { max: 10, oneOf: ENQUIRY_CATEGORIES } },
    });
    let query = db.selectFrom('enquiries');
    if (params.filters.enquiryCategory) query = query.where('enquiryCategory', '=', params.filters.enquiryCategory);
    if (params.q) query = query.where(searchAny(['name', 'emailId', 'message'], params.q));
    const direction = params.sort === 'oldest' ? 'asc' : 'desc';
    const list = await runList<Row>(db, query, params, (q) =>
      q.orderBy('createdDate', direction).orderBy('id', direction),
    );
    return listResponse(reply, list, toEnquiry, params);
  });

  app.delete('/api/enquiries/delete/:id', { preHandler: guards.full }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    await db.transaction().execute(async (trx) => {
      const row = id
        ? await trx.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!row) throw notFound('Enquiry');
      await moveToTrash(trx, config, 'enquiry', row, actorOf(request));
    });
    return { result: true };
  });

  /** The website's public form: validated, size-capped by the body limit, rate-limited per IP. */
  app.post('/api/enquiries', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const values = validate(objectBody(request.body), rules);
    const now = config.now();
    await limit(
      db,
      `form-ip:${requestClientKey(request)}`,
      config.publicFormLimitPerIp,
      PUBLIC_FORM_WINDOW_MS,
      now,
      'Too many messages. Please try again later.',
    );
    const { id } = await db
      .insertInto('enquiries')
      .values({
        name: values.name as string,
        emailId: values.emailId as string,
        phoneNo: values.phoneNo as string,
        country: values.country as string,
        service: values.service as string,
        message: values.message as string,
        enquiryCategory: values.enquiryCategory as string,
        enquiryPage: values.enquiryPage as string,
        channel: values.channel as string,
        ip: request.ip.slice(0, 64),
        changer: null,
        version: 0,
        createdDate: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.status(201).send({ result: { id } });
  });
}
