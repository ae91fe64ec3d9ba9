import type { RouteContext, Routes } from '../context';
import { fail, notFound, type MockReply } from '../http';

const FOLDERS = new Set(['blogs', 'meta', 'assets']);

/** A stored file's answer; `headers` beside its type. */
export const fileReply = (file: { bytes: Uint8Array<ArrayBuffer>; type: string }, headers: Record<string, string>) =>
  ({ status: 200, bytes: file.bytes, headers: { 'content-type': file.type, ...headers } }) satisfies MockReply;

/** A stored upload, or an asset's original kept in another folder (uploaded with a post or meta entry). */
function upload(ctx: RouteContext, folder: string, name: string) {
  const asset = folder === 'assets' ? ctx.db.assets.find((row) => row.name === name) : undefined;
  return ctx.db.uploads.get(`${folder}/${name}`) ?? (asset && ctx.db.uploads.get(`${asset.folder}/${name}`));
}

/**
 * `GET /uploads/blogs/{name}`, `/uploads/meta/{name}` and `/uploads/assets/{name}` (bearer). The in-memory API makes
 * no renditions (an asset's `renditions` stay empty), so `/uploads/assets/{stem}/{file}` is a 404 here.
 */
export const uploadRoutes: Routes = {
  'GET /uploads/:folder/:name': (ctx, folder = '', name = '') => {
    if (!FOLDERS.has(folder)) return fail(404, 'Not found');
    const file = upload(ctx, folder, name) ?? notFound('Image');
    return fileReply(file, { 'x-content-type-options': 'nosniff', 'cache-control': 'private, max-age=3600' });
  },
  'GET /uploads/:folder/:stem/:file': (_ctx, folder = '') =>
    FOLDERS.has(folder) ? notFound('Image') : fail(404, 'Not found'),
};
