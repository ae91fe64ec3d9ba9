/** `/category/*` (README "Categories"): list and get are public; writes are the generic versioned ones. */
import { category, categoryInUseMessage } from '../../../src/contract/index.ts';
import { categoriesRepo, listCategories, toCategory } from '../db/categories.ts';
import { conflict, notFound } from '../http/errors.ts';
import { answerList } from '../http/list.ts';
import { bodyOf, idParams, queryOf, updateBodyOf } from '../http/validate.ts';
import { createVersioned, deleteVersioned, updateVersioned } from '../services/versioned.ts';
import { writeContext, type Routes } from './types.ts';

export const categoryRoutes: Routes = {
  public(app, { db, config }) {
    app.get('/category/listCategories', { schema: { querystring: queryOf(category.list) } }, async (request, reply) =>
      answerList(reply, request, db, () => listCategories(db, request.query), toCategory, { now: config.now() }),
    );

    app.get('/category/getCategory/:id', { schema: { params: idParams } }, async (request) => {
      const row = await categoriesRepo.find(db, request.params.id);
      if (!row) throw notFound(category.noun);
      return { result: toCategory(row) };
    });
  },

  admin(app, ctx) {
    app.post('/category/addCategory', { schema: { body: bodyOf(category.fields) } }, async (request, reply) => {
      const result = await createVersioned(writeContext(ctx, request), categoriesRepo, request.body, undefined);
      return reply.status(201).send({ result });
    });

    app.put(
      '/category/updateCategory/:id',
      { schema: { params: idParams, body: updateBodyOf(category.fields) } },
      async (request) => {
        const { version, values } = request.body;
        const result = await updateVersioned(writeContext(ctx, request), categoriesRepo, {
          key: request.params.id,
          version,
          changes: () => ({ values, empty: Object.keys(values).length === 0 }),
          image: undefined,
          removeImage: false,
        });
        return { result };
      },
    );

    app.delete('/category/deleteCategory/:id', { schema: { params: idParams } }, async (request) => {
      await deleteVersioned(writeContext(ctx, request), categoriesRepo, request.params.id, {
        check: (_conn, row) => {
          const used = Number(row?.blogCount ?? 0);
          return used > 0 ? Promise.reject(conflict(categoryInUseMessage(used))) : Promise.resolve();
        },
      });
      return { result: true };
    });
  },
};
