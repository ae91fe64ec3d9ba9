import { categoryNameKey } from '../../../src/lib/uniqueKeys.ts';
import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Ctx } from '../context.ts';
import { isUniqueViolation, iso } from '../db/errors.ts';
import type { CategoriesTable, Database } from '../db/schema.ts';
import { actorOf } from '../auth/sessions.ts';
import { conflict, notFound } from '../http/errors.ts';
import { listResponse, parseListQuery, runList, searchAny } from '../http/list.ts';
import { objectBody, parseId, parseVersion, validate, type Rules } from '../http/validate.ts';
import { record } from '../services/activity.ts';
import { assertKeyNotInTrash, moveToTrash } from '../services/trash.ts';
import { staleVersion } from './shared.ts';

const rules: Rules = {
  category: { max: 100 },
  categoryUrl: { max: 2048, format: 'urlOrPath' },
  categoryDescription: { max: 1000, multiline: true },
};

const PLURAL = new Intl.PluralRules('en-US');
type Row = Selectable<CategoriesTable> & { blogCount: number };

const blogCount = (eb: ExpressionBuilder<Database, 'categories'>) =>
  eb
    .selectFrom('blogs')
    .select((b) => b.fn.countAll<number>().as('n'))
    .whereRef('blogs.category', '=', 'categories.category')
    .as('blogCount');

export const toCategory = (row: Row) => ({
  id: row.id,
  category: row.category,
  categoryUrl: row.categoryUrl,
  categoryDescription: row.categoryDescription,
  createdAt: iso(row.createdAt),
  blogCount: Number(row.blogCount),
  version: row.version,
});

export function categoryRoutes(app: FastifyInstance, { db, config, guards }: Ctx): void {
  const find = async (id: number | undefined, conn = db) => {
    const row = id
      ? await conn.selectFrom('categories').selectAll().select(blogCount).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound('Category');
    return row as Row;
  };
  const duplicate = () =>
    conflict('A category with this name already exists', { errors: { category: 'category already exists' } });

  app.get('/category/listCategories', async (request, reply) => {
    const params = parseListQuery(request.query, { sorts: ['name', 'newest', 'oldest'], defaultSort: 'name' });
    let query = db.selectFrom('categories');
    if (params.q) query = query.where(searchAny(['category', 'categoryDescription'], params.q));
    const list = await runList<Row>(
      db,
      query,
      params,
      (q) =>
        params.sort === 'name'
          ? q.orderBy('categoryKey').orderBy('id')
          : q
              .orderBy('createdAt', params.sort === 'oldest' ? 'asc' : 'desc')
              .orderBy('id', params.sort === 'oldest' ? 'asc' : 'desc'),
      (q) => q.selectAll().select(blogCount),
    );
    return listResponse(reply, list, toCategory, params);
  });

  app.get('/category/getCategory/:id', async (request) => {
    return { result: toCategory(await find(parseId((request.params as { id: string }).id))) };
  });

  app.post('/category/addCategory', { preHandler: guards.full }, async (request, reply) => {
    const values = validate(objectBody(request.body), rules);
    const name = values.category as string;
    const now = config.now();
    try {
      const created = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('categories')
          .select('id')
          .where('categoryKey', '=', categoryNameKey(name))
          .executeTakeFirst();
        if (taken) throw duplicate();
        await assertKeyNotInTrash(trx, 'category', categoryNameKey(name));
        const { id } = await trx
          .insertInto('categories')
          .values({
            category: name,
            categoryKey: categoryNameKey(name),
            categoryUrl: values.categoryUrl as string,
            categoryDescription: values.categoryDescription as string,
            createdAt: now,
            version: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record(
          trx,
          {
            action: `Category "${name}" created`,
            type: 'category',
            recordId: id,
            recordLabel: name,
            actor: actorOf(request),
          },
          now,
        );
        return find(id, trx);
      });
      return reply.status(201).send({ result: toCategory(created) });
    } catch (error) {
      throw isUniqueViolation(error) ? duplicate() : error;
    }
  });

  app.put('/category/updateCategory/:id', { preHandler: guards.full }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const body = objectBody(request.body);
    const version = parseVersion(body.version);
    const values = validate(body, rules, { partial: true });
    const now = config.now();
    try {
      const updated = await db.transaction().execute(async (trx) => {
        const current = await find(id, trx);
        if (version !== undefined && version !== current.version) throw staleVersion(toCategory(current));
        if (Object.keys(values).length === 0) return current; // nothing to change: no new version, no activity
        const name = values.category;
        // The key changes only with the name: a row kept as a look-alike duplicate by migration 0003 stays editable.
        const key = name !== undefined && name !== current.category ? categoryNameKey(name) : undefined;
        if (key !== undefined && key !== current.categoryKey) {
          const taken = await trx
            .selectFrom('categories')
            .select('id')
            .where('categoryKey', '=', key)
            .where('id', '!=', current.id)
            .executeTakeFirst();
          if (taken) throw duplicate();
          await assertKeyNotInTrash(trx, 'category', key);
        }
        const result = await trx
          .updateTable('categories')
          .set({
            ...values,
            ...(key !== undefined ? { categoryKey: key } : {}),
            version: current.version + 1,
          })
          .where('id', '=', current.id)
          .where('version', '=', current.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw staleVersion(toCategory(await find(id, trx)));
        if (name !== undefined && name !== current.category) {
          await trx.updateTable('blogs').set({ category: name }).where('category', '=', current.category).execute();
        }
        const label = name ?? current.category;
        await record(
          trx,
          {
            action: `Category "${label}" updated`,
            type: 'category',
            recordId: current.id,
            recordLabel: label,
            actor: actorOf(request),
          },
          now,
        );
        return find(id, trx);
      });
      return { result: toCategory(updated) };
    } catch (error) {
      throw isUniqueViolation(error) ? duplicate() : error;
    }
  });

  app.delete('/category/deleteCategory/:id', { preHandler: guards.full }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    await db.transaction().execute(async (trx) => {
      const current = await find(id, trx);
      const used = Number(current.blogCount);
      if (used > 0) {
        throw conflict(
          `This category is used by ${used} ${PLURAL.select(used) === 'one' ? 'blog post' : 'blog posts'}. Move or delete them first.`,
        );
      }
      const { blogCount: _count, ...row } = current;
      await moveToTrash(trx, config, 'category', row, actorOf(request));
    });
    return { result: true };
  });
}
