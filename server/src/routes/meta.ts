/** `/meta/*` (README "Meta"): multipart writes with an optional image; the generic versioned create/update/delete. */
import { meta } from '../../../src/contract/index.ts';
import { listMetas, metasRepo, toMeta } from '../db/metas.ts';
import { notFound } from '../http/errors.ts';
import { answerList } from '../http/list.ts';
import { readForm } from '../http/multipart.ts';
import { idParams, parseFlag, parseVersion, queryOf, validate, validatePartial } from '../http/validate.ts';
import { createVersioned, deleteVersioned, updateVersioned } from '../services/versioned.ts';
import { writeContext, type Routes } from './types.ts';

export const metaRoutes: Routes = {
  admin(app, ctx) {
    const { db, config } = ctx;
    const find = async (id: number | undefined) => {
      const row = await metasRepo.find(db, id);
      if (!row) throw notFound(meta.noun);
      return row;
    };

    app.get('/meta/list', { schema: { querystring: queryOf(meta.list) } }, async (request, reply) =>
      answerList(reply, request, db, () => listMetas(db, request.query), toMeta, { now: config.now() }),
    );

    app.get('/meta/getMeta/:id', { schema: { params: idParams } }, async (request) => ({
      result: toMeta(await find(request.params.id)),
    }));

    app.post('/meta/createMeta', async (request, reply) => {
      const { fields, image } = await readForm(request);
      const values = validate(fields, meta.fields);
      const result = await createVersioned(writeContext(ctx, request), metasRepo, values, image);
      return reply.status(201).send({ result });
    });

    app.put('/meta/updateMeta/:id', { schema: { params: idParams } }, async (request) => {
      const current = await find(request.params.id);
      const { fields, image } = await readForm(request);
      const version = parseVersion(fields.version);
      const removeImage = parseFlag(fields.removeImage, 'removeImage');
      const values = validatePartial(fields, meta.fields);
      const result = await updateVersioned(writeContext(ctx, request), metasRepo, {
        key: current.id,
        version,
        changes: () => ({ values, empty: Object.keys(values).length === 0 }),
        image,
        removeImage,
      });
      return { result };
    });

    app.delete('/meta/deleteMeta/:id', { schema: { params: idParams } }, async (request) => {
      await deleteVersioned(writeContext(ctx, request), metasRepo, request.params.id);
      return { result: true };
    });
  },
};
