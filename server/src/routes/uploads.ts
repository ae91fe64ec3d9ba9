import fs from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../http/errors.ts';
import { UPLOAD_NAME, uploadDir, type UploadKind } from '../services/files.ts';
import type { Routes } from './types.ts';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** Stored images, for a signed-in admin only (docs/panel.md#access); names must be ones the server generated. */
export const uploadRoutes: Routes = {
  admin(app, { config }) {
    for (const kind of ['blogs', 'meta'] as UploadKind[]) {
      app.get<{ Params: { name: string } }>(`/uploads/${kind}/:name`, async (request, reply) => {
        const { name } = request.params;
        if (!UPLOAD_NAME.test(name)) throw notFound('Image');
        let bytes: Buffer;
        try {
          bytes = await fs.readFile(path.join(uploadDir(config.dataDir, kind), name));
        } catch {
          throw notFound('Image');
        }
        return reply
          .header('Content-Type', TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .send(bytes);
      });
    }
  },
};
