import path from 'node:path';
import { notFound } from '../http/errors.ts';
import { fileBody } from '../http/slowReaders.ts';
import { answers, ResponseDoc } from '../http/openapi.ts';
import { textParam } from '../http/validate.ts';
import { UPLOAD_NAME, uploadDir, type UploadKind } from '../services/files.ts';
import type { Routes } from './types.ts';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

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
  admin(app, { config }) {
    for (const kind of ['blogs', 'meta'] as UploadKind[]) {
      app.get(`/uploads/${kind}/:name`, { schema: imageSchema }, async (request, reply) => {
        const { name } = request.params;
        if (!UPLOAD_NAME.test(name)) throw notFound('Image');
        const file = await fileBody(path.join(uploadDir(config.dataDir, kind), name));
        if (!file) throw notFound('Image');
        return reply
          .header('Content-Type', TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
          .header('Content-Length', String(file.size))
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.body);
      });
    }
  },
};
