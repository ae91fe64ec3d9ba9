/**
 * The media library's calls beyond the registry's list, get, update and delete (docs/api.md#media): the upload, which
 * is the asset's create (multipart `file`), and where an asset is used.
 */
import {
  asset,
  ASSET_MESSAGES,
  assetRecord,
  assetUse,
  ID_PATTERN,
  parseId,
  resultOf,
} from '../../../src/contract/index.ts';
import { invalidFields, notFound } from '../../../src/domain/errors.ts';
import { createRecord } from '../../../src/domain/versioned.ts';
import { z } from 'zod';
import { assetUses, findAsset } from '../db/assets.ts';
import { readForm } from '../http/multipart.ts';
import { answers, createdAnswers } from '../http/openapi.ts';
import { describedPart, fieldsSchema, pathSchema, validate } from '../http/validate.ts';
import { removeAsset, storeAsset } from '../services/assets.ts';
import { ASSET_EXTRA_FIELDS, writeContext } from './records.ts';
import type { Routes } from './types.ts';

const uploadBody = (() => {
  const file = { type: 'string', contentMediaType: 'image/*', description: 'PNG, JPEG, GIF or WebP, at most 5 MB.' };
  const form = fieldsSchema(asset.fields, { partial: false }, { ...ASSET_EXTRA_FIELDS, file });
  return describedPart(form, { 'multipart/form-data': { ...form, required: ['file'] } });
})();
const idPath = describedPart(pathSchema({ id: { type: 'string', pattern: ID_PATTERN.source } }));

/** A client's file name as the record keeps it: trimmed, at most 255 characters, never empty. */
const originalNameOf = (name: string | undefined, stored: string) => (name?.trim() || stored).slice(0, 255);

export const mediaRoutes: Routes = {
  admin(app, ctx) {
    const { storage, config } = ctx;
    app.post(
      '/media/upload',
      { schema: { body: uploadBody, response: createdAnswers(resultOf(assetRecord()), 400, 413, 415) } },
      async (request, reply) => {
        const { fields, image, file } = await readForm(request, {
          fileField: 'file',
          svgMessage: ASSET_MESSAGES.svg,
        });
        if (!image) throw invalidFields({ file: ASSET_MESSAGES.fileMissing });
        const values = validate(fields, asset.fields);
        const stored = await storeAsset(storage, image, config.uploadMaxPixels);
        try {
          const columns = { ...stored, originalName: originalNameOf(file?.name, stored.name) };
          const result = await createRecord(writeContext(ctx, request), 'asset', { values, form: fields, columns });
          ctx.renditions.kick();
          return await reply.status(201).send({ result });
        } catch (error) {
          // No record points at the file: it goes (a failed write leaves nothing behind).
          await removeAsset(storage, stored.folder, stored.name);
          throw error;
        }
      },
    );

    app.get(
      '/media/usage/:id',
      { schema: { params: idPath, response: answers(resultOf(z.array(assetUse())), 404) } },
      async (request) => {
        const id = parseId((request.params as { id?: string }).id);
        const row = id === undefined ? undefined : await findAsset(ctx.db, id);
        if (!row) throw notFound(asset.noun);
        return { result: await assetUses(ctx.db, row) };
      },
    );
  },
};
