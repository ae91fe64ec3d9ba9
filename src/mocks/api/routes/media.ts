import { asset, ASSET_MESSAGES, parseId } from '@/contract';
import { createRecord } from '@/domain/versioned';
import { isSvg } from '@/lib/imagePolicy';
import { requireForm, writeContext, type Routes } from '../context';
import { invalidFields } from '@/domain/errors';
import { fail, notFound, ok } from '../http';
import { validate } from '@/domain/input';

/** `POST /media/upload` and `GET /media/usage/{id}` (docs/api.md#media); list, get, update, delete are the registry's. */
export const mediaRoutes: Routes = {
  'POST /media/upload': async (ctx) => {
    const form = requireForm(ctx);
    const file = form.file;
    if (!(file instanceof File)) throw invalidFields({ file: ASSET_MESSAGES.fileMissing });
    if (isSvg(file, new Uint8Array(await file.arrayBuffer()))) fail(415, ASSET_MESSAGES.svg);
    // As the server's: the fields first, then the file; a failed write leaves no file behind.
    const values = validate(form, asset.fields);
    const columns = { ...(await ctx.store.images.store('assets', file)), folder: 'assets' };
    const result = await createRecord(writeContext(ctx), 'asset', { values, form, columns }).catch((error: unknown) => {
      ctx.db.uploads.delete(`assets/${columns.name}`);
      throw error;
    });
    return ok({ result }, 201);
  },
  'GET /media/usage/:id': async (ctx, raw) => {
    const id = parseId(raw);
    const row = ctx.db.assets.find((candidate) => candidate.id === id) ?? notFound(asset.noun);
    return ok({ result: await ctx.store.assetUses(ctx.db.sql.db, { id: row.id, name: row.name }) });
  },
};
