import { requireSession, type RouteContext } from '../context';
import { notFound, type MockReply } from '../http';

const FOLDERS = new Set(['blogs', 'meta', 'assets']);

/** An asset's original kept in another folder (uploaded with a post or meta entry), as `assets/<name>` names it. */
function original(ctx: RouteContext, folder: string, name: string) {
  if (folder !== 'assets') return undefined;
  const asset = ctx.db.assets.find((row) => row.name === name);
  return asset ? ctx.db.uploads.get(`${asset.folder}/${name}`) : undefined;
}

/**
 * `GET /uploads/blogs/{name}`, `/uploads/meta/{name}` and `/uploads/assets/{name}` (bearer). The in-memory API makes
 * no renditions (an asset's `renditions` stay empty), so `/uploads/assets/{stem}/{file}` is a 404 here.
 */
export function uploadRoutes(ctx: RouteContext): MockReply | null {
  const [root, folder, name, ...rest] = ctx.segments;
  if (ctx.method !== 'GET' || root !== 'uploads' || !folder || !FOLDERS.has(folder) || !name) return null;
  requireSession(ctx);
  const file =
    (rest.length === 0 && (ctx.db.uploads.get(`${folder}/${name}`) ?? original(ctx, folder, name))) ||
    notFound('Image');
  return {
    status: 200,
    bytes: file.bytes,
    headers: {
      'content-type': file.type,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    },
  };
}
