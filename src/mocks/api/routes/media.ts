import { asset, ASSET_MESSAGES, parseId } from '@/contract';
import { createRecord } from '@/domain/versioned';
import { IMAGE_EXTENSIONS, isSvg } from '@/lib/imagePolicy';
import { requireForm, writeContext, type Routes } from '../context';
import { fail, notFound, ok, validationFailed } from '../http';
import { readImage } from '../store';
import { validate } from '@/domain/input';

/** `POST /media/upload` and `GET /media/usage/{id}` (docs/api.md#media); list, get, update, delete are the registry's. */
export const mediaRoutes: Routes = {
  'POST /media/upload': async (ctx) => {
    const form = requireForm(ctx);
    const file = form.file;
    if (!(file instanceof File)) return validationFailed({ file: ASSET_MESSAGES.fileMissing });
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (isSvg(file, bytes)) fail(415, ASSET_MESSAGES.svg);
    const { mime, size } = await readImage(bytes);
    const values = validate(form, asset.fields);
    // 32 hex digits as the server's, from the id counter (unique, and the same on every run).
    const name = `${ctx.db.nextId.toString(16).padStart(32, '0')}.${IMAGE_EXTENSIONS[mime] ?? 'bin'}`;
    const originalName = (file.name.trim() || name).slice(0, 255);
    const columns = { name, folder: 'assets', mime, bytes: bytes.byteLength, ...size, originalName };
    const result = await createRecord(writeContext(ctx), 'asset', { values, form, columns });
    ctx.db.uploads.set(`assets/${name}`, { bytes, type: mime });
    return ok({ result }, 201);
  },
  'GET /media/usage/:id': async (ctx, raw) => {
    const id = parseId(raw);
    const row = ctx.db.assets.find((candidate) => candidate.id === id) ?? notFound(asset.noun);
    return ok({ result: await ctx.store.assetUses(ctx.db, { id: row.id, name: row.name }) });
  },
};
