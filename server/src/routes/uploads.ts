import { notFound } from '../http/errors.ts';
import { answers, ResponseDoc } from '../http/openapi.ts';
import { textParam } from '../http/validate.ts';
import { imageKey, UPLOAD_NAME, type UploadKind } from '../services/files.ts';
import { contentTypeOf } from '../services/storage/storage.ts';
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

/** Stored images, for a signed-in admin only (docs/panel.md#access); names must be ones the server generated. */
export const uploadRoutes: Routes = {
  admin(app, { storage }) {
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
  },
};
