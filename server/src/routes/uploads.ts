import { notFound } from '../http/errors.ts';
import { answers, ResponseDoc } from '../http/openapi.ts';
import { pathSchema, RequestPart, textParam } from '../http/validate.ts';
import { otherFolderOf } from '../db/assets.ts';
import { assetFileKey } from '../services/assets.ts';
import type { FastifyReply } from 'fastify';
import { imageKey, UPLOAD_NAME, type UploadKind } from '../services/files.ts';
import { contentTypeOf } from '../services/storage/storage.ts';
import type { Db } from '../db/index.ts';
import type { Storage } from '../services/storage/storage.ts';
import type { Routes } from './types.ts';

/** The stored name as sent: the handler answers 404 for one the server cannot have made. */
export const imageName = textParam('name', {
  type: 'string',
  pattern: UPLOAD_NAME.source,
  description: 'A name the server gave the image.',
});
/** An image as stored: PNG, JPEG, GIF or WebP bytes. */
export const imageBytes = new ResponseDoc('The image', { 'image/*': { type: 'string', contentMediaType: 'image/*' } });
const imageSchema = { params: imageName, response: answers(imageBytes, 404) };
const assetSchema = {
  params: textParam('name', { type: 'string', description: "An asset's file name." }),
  response: answers(imageBytes, 404),
};
/** An asset's rendition: its stem and the rendition's file (`w640.webp`, `square.webp`). */
export const renditionParams = new RequestPart(
  (data) => {
    const raw = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    return { stem: typeof raw.stem === 'string' ? raw.stem : '', file: typeof raw.file === 'string' ? raw.file : '' };
  },
  pathSchema({
    stem: { type: 'string', description: "The asset's file name without its extension." },
    file: { type: 'string', description: 'The rendition: w320–w1920 in WebP or the original format, square or wide.' },
  }),
);
const renditionSchema = { params: renditionParams, response: answers(imageBytes, 404) };

/** Stored images, for a signed-in admin only (docs/panel.md#access); names must be ones the server generated. */
export const uploadRoutes: Routes = {
  admin(app, { storage, db }) {
    for (const kind of ['blogs', 'meta'] as UploadKind[]) {
      app.get(`/uploads/${kind}/:name`, { schema: imageSchema }, async (request, reply) => {
        const { name } = request.params;
        if (!UPLOAD_NAME.test(name)) throw notFound('Image');
        const file = await storage.get(imageKey(kind, name));
        if (!file) throw notFound('Image');
        return reply
          .header('Content-Type', contentTypeOf(name))
          .header('Content-Length', String(file.size))
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.body);
      });
    }
    // The media library's originals and renditions (docs/api.md#media).
    const sendAsset = async (reply: FastifyReply, first: string, second?: string) => {
      const found = assetFileKey(first, second);
      const file = found && (await assetOriginal(storage, db, found.key, first, second));
      if (!found || !file) throw notFound('Image');
      return reply
        .header('Content-Type', contentTypeOf(found.key))
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.body);
    };
    app.get('/uploads/assets/:name', { schema: assetSchema }, (request, reply) =>
      sendAsset(reply, request.params.name),
    );
    app.get('/uploads/assets/:stem/:file', { schema: renditionSchema }, (request, reply) =>
      sendAsset(reply, request.params.stem, request.params.file),
    );
  },
};

/**
 * The file of `assets/<name>` (or a rendition's), and for an original kept in another folder (an image uploaded with a
 * post or meta entry is a library image where it was stored) that folder's file: the library names every original
 * `assets/<name>`, whatever its folder.
 */
export async function assetOriginal(storage: Storage, db: Db, key: string, first: string, second?: string) {
  const file = await storage.get(key);
  if (file || second !== undefined) return file;
  const folder = await otherFolderOf(db, first);
  return folder ? storage.get(`${folder}/${first}`) : undefined;
}
