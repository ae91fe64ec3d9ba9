import { pageUrlKey } from '../../../src/lib/uniqueKeys.ts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { Ctx } from '../context.ts';
import { isUniqueViolation, iso } from '../db/errors.ts';
import type { MetasTable } from '../db/schema.ts';
import { actorOf } from '../auth/sessions.ts';
import { conflict, notFound } from '../http/errors.ts';
import { listResponse, parseListQuery, runList, searchAny } from '../http/list.ts';
import { readForm } from '../http/multipart.ts';
import { parseId, parseVersion, validate, type Rules } from '../http/validate.ts';
import { record } from '../services/activity.ts';
import { removeImage } from '../services/files.ts';
import { assertKeyNotInTrash, moveToTrash } from '../services/trash.ts';
import { parseFlag, staleVersion, withStoredImage } from './shared.ts';

const rules: Rules = {
  metaTitle: { max: 200 },
  metaDescription: { max: 500, multiline: true },
  pageMeta: { max: 200 },
  metaUrl: { max: 2048, format: 'httpUrl' },
};

type Row = Selectable<MetasTable>;

export const toMeta = (row: Row) => ({
  id: row.id,
  metaTitle: row.metaTitle,
  metaUrl: row.metaUrl,
  pageMeta: row.pageMeta,
  metaDescription: row.metaDescription,
  image: row.image,
  creator: row.creator,
  changer: row.changer,
  createdDate: iso(row.createdDate),
  changedDate: iso(row.changedDate),
  version: row.version,
});

const duplicate = () =>
  conflict('A meta entry for this metaUrl already exists', { errors: { metaUrl: 'metaUrl already exists' } });

export function metaRoutes(app: FastifyInstance, { db, config, guards }: Ctx): void {
  const find = async (id: number | undefined, conn = db) => {
    const row = id ? await conn.selectFrom('metas').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw notFound('Meta');
    return row;
  };
  const idParam = (request: { params: unknown }) => parseId((request.params as { id: string }).id);
  /** Whether another entry has the same page URL, compared after parsing (`pageUrlKey`, UNIQUE in the database). */
  const urlTaken = async (metaUrlKey: string, conn = db) =>
    !!(await conn.selectFrom('metas').select('id').where('metaUrlKey', '=', metaUrlKey).executeTakeFirst());

  app.get('/meta/list', { preHandler: guards.full }, async (request, reply) => {
    const params = parseListQuery(request.query, { sorts: ['newest', 'oldest', 'title'], defaultSort: 'newest' });
    let query = db.selectFrom('metas');
    if (params.q) query = query.where(searchAny(['metaTitle', 'metaUrl', 'pageMeta', 'metaDescription'], params.q));
    const list = await runList<Row>(db, query, params, (q) => {
      if (params.sort === 'title') return q.orderBy('metaTitle').orderBy('id');
      const direction = params.sort === 'oldest' ? 'asc' : 'desc';
      return q.orderBy('createdDate', direction).orderBy('id', direction);
    });
    return listResponse(reply, list, toMeta, params);
  });

  app.get('/meta/getMeta/:id', { preHandler: guards.full }, async (request) => ({
    result: toMeta(await find(idParam(request))),
  }));

  app.post('/meta/createMeta', { preHandler: guards.full }, async (request, reply) => {
    const { fields, image } = await readForm(request);
    const values = validate(fields, rules);
    const now = config.now();
    const actor = actorOf(request);
    try {
      const created = await withStoredImage(config, 'meta', image, (name) =>
        db.transaction().execute(async (trx) => {
          const metaUrlKey = pageUrlKey(values.metaUrl as string);
          if (await urlTaken(metaUrlKey, trx)) throw duplicate();
          await assertKeyNotInTrash(trx, 'meta', metaUrlKey);
          const { id } = await trx
            .insertInto('metas')
            .values({
              metaTitle: values.metaTitle as string,
              metaUrl: values.metaUrl as string,
              metaUrlKey,
              pageMeta: values.pageMeta as string,
              metaDescription: values.metaDescription as string,
              image: name ?? null,
              creator: actor,
              changer: actor,
              createdDate: now,
              changedDate: now,
              version: 1,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await record(
            trx,
            {
              action: `Meta "${values.metaTitle}" created`,
              type: 'meta',
              recordId: id,
              recordLabel: values.metaTitle as string,
              actor,
            },
            now,
          );
          return find(id, trx);
        }),
      );
      return reply.status(201).send({ result: toMeta(created) });
    } catch (error) {
      throw isUniqueViolation(error) ? duplicate() : error;
    }
  });

  app.put('/meta/updateMeta/:id', { preHandler: guards.full }, async (request) => {
    const current = await find(idParam(request));
    const { fields, image } = await readForm(request);
    const version = parseVersion(fields.version);
    const dropImage = parseFlag(fields.removeImage, 'removeImage');
    const values = validate(fields, rules, { partial: true });
    const now = config.now();
    const actor = actorOf(request);
    try {
      const updated = await withStoredImage(config, 'meta', image, (name) =>
        db.transaction().execute(async (trx) => {
          const row = await find(current.id, trx);
          if (version !== undefined && version !== row.version) throw staleVersion(toMeta(row));
          if (Object.keys(values).length === 0 && !name && !(dropImage && row.image)) {
            return { saved: row, oldImage: row.image }; // nothing to change: no new version, no activity
          }
          // The key changes only with the URL: a row kept as a look-alike duplicate by migration 0003 stays editable.
          const metaUrlKey =
            values.metaUrl !== undefined && values.metaUrl !== row.metaUrl ? pageUrlKey(values.metaUrl) : undefined;
          if (metaUrlKey !== undefined && metaUrlKey !== row.metaUrlKey && (await urlTaken(metaUrlKey, trx))) {
            throw duplicate();
          }
          if (metaUrlKey !== undefined && metaUrlKey !== row.metaUrlKey)
            await assertKeyNotInTrash(trx, 'meta', metaUrlKey);
          const result = await trx
            .updateTable('metas')
            .set({
              ...values,
              ...(metaUrlKey !== undefined ? { metaUrlKey } : {}),
              ...(name ? { image: name } : dropImage ? { image: null } : {}),
              changer: actor,
              changedDate: now,
              version: row.version + 1,
            })
            .where('id', '=', row.id)
            .where('version', '=', row.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) throw staleVersion(toMeta(await find(row.id, trx)));
          const saved = await find(row.id, trx);
          await record(
            trx,
            {
              action: `Meta "${saved.metaTitle}" updated`,
              type: 'meta',
              recordId: saved.id,
              recordLabel: saved.metaTitle,
              actor,
            },
            now,
          );
          return { saved, oldImage: row.image };
        }),
      );
      if (updated.oldImage && updated.oldImage !== updated.saved.image) {
        await removeImage(config.dataDir, 'meta', updated.oldImage);
      }
      return { result: toMeta(updated.saved) };
    } catch (error) {
      throw isUniqueViolation(error) ? duplicate() : error;
    }
  });

  app.delete('/meta/deleteMeta/:id', { preHandler: guards.full }, async (request) => {
    await db
      .transaction()
      .execute(async (trx) => moveToTrash(trx, config, 'meta', await find(idParam(request), trx), actorOf(request)));
    return { result: true };
  });
}
