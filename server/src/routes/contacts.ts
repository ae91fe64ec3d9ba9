import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/index.ts';
import { iso } from '../db/errors.ts';
import type { ContactsTable } from '../db/schema.ts';
import { actorOf } from '../auth/sessions.ts';
import { conflict, notFound } from '../http/errors.ts';
import { listResponse, parseListQuery, runList, searchAny } from '../http/list.ts';
import { limit } from '../http/ratelimit.ts';
import { objectBody, parseId, validate, type Rules } from '../http/validate.ts';
import { record } from '../services/activity.ts';
import { PUBLIC_FORM_WINDOW_MS } from './enquiries.ts';
import { requestClientKey } from '../http/client.ts';
import { moveToTrash } from '../services/trash.ts';

/** Status only moves forward: new → read → replied. */
export const STATUSES = ['new', 'read', 'replied'] as const;

const rules: Rules = {
  name: { max: 100 },
  email: { max: 254, format: 'email' },
  subject: { max: 200 },
  message: { max: 5000, multiline: true },
};

type Row = Selectable<ContactsTable>;
export const toContact = (row: Row) => ({ ...row, createdAt: iso(row.createdAt) });

/**
 * Moves a message's status forward to `STATUSES[target]` and logs it; false (nothing written) when it is already there
 * or further. The status guard makes two racing updates settle on the furthest status, never backwards.
 */
export async function markStatus(trx: Db, row: Row, target: number, actor: string, now: number): Promise<boolean> {
  const status = STATUSES[target] as string;
  const result = await trx
    .updateTable('contacts')
    .set({ status })
    .where('id', '=', row.id)
    .where('status', 'in', STATUSES.slice(0, target))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await record(
    trx,
    {
      action: `Contact message from ${row.name} marked ${status}`,
      type: 'contact',
      recordId: row.id,
      recordLabel: row.subject,
      actor,
    },
    now,
  );
  return true;
}

export function contactRoutes(app: FastifyInstance, { db, config, guards }: Ctx): void {
  const find = async (id: number | undefined, conn = db) => {
    const row = id ? await conn.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw notFound('Contact message');
    return row;
  };
  const idParam = (request: { params: unknown }) => parseId((request.params as { id: string }).id);

  app.get('/contacts/list', { preHandler: guards.full }, async (request, reply) => {
    const params = parseListQuery(request.query, {
      sorts: ['newest', 'oldest'],
      defaultSort: 'newest',
      filters: { status: { max: 10, oneOf: STATUSES } },
    });
    let query = db.selectFrom('contacts');
    if (params.filters.status) query = query.where('status', '=', params.filters.status);
    if (params.q) query = query.where(searchAny(['name', 'email', 'subject', 'message'], params.q));
    const direction = params.sort === 'oldest' ? 'asc' : 'desc';
    const list = await runList<Row>(db, query, params, (q) =>
      q.orderBy('createdAt', direction).orderBy('id', direction),
    );
    return listResponse(reply, list, toContact, params);
  });

  app.put('/contacts/updateStatus/:id', { preHandler: guards.full }, async (request) => {
    const id = idParam(request);
    const { status } = validate(objectBody(request.body), { status: { max: 10, oneOf: ['read', 'replied'] } });
    const target = STATUSES.indexOf(status as (typeof STATUSES)[number]);
    const saved = await db.transaction().execute(async (trx) => {
      const row = await find(id, trx);
      const from = STATUSES.indexOf(row.status as (typeof STATUSES)[number]);
      if (target === from) return row;
      if (target < from) throw conflict(`This message is already marked ${row.status}; status never goes back`);
      await markStatus(trx, row, target, actorOf(request), config.now());
      return find(row.id, trx);
    });
    return { result: toContact(saved) };
  });

  app.delete('/contacts/deleteContact/:id', { preHandler: guards.full }, async (request) => {
    await db
      .transaction()
      .execute(async (trx) => moveToTrash(trx, config, 'contact', await find(idParam(request), trx), actorOf(request)));
    return { result: true };
  });

  app.post('/contacts/submit', { bodyLimit: 64 * 1024 }, async (request, reply) => {
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
    const id = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('contacts')
        .values({
          name: values.name as string,
          email: values.email as string,
          subject: values.subject as string,
          message: values.message as string,
          status: 'new',
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await record(
        trx,
        {
          action: `New contact message from ${values.name}`,
          type: 'contact',
          recordId: id,
          recordLabel: values.subject as string,
          actor: 'website',
        },
        now,
      );
      return id;
    });
    return reply.status(201).send({ result: { id } });
  });
}
