import { requireSession, type RouteContext } from '../context';
import { notFound, type MockReply } from '../http';

/** `GET /uploads/blogs/{name}` and `GET /uploads/meta/{name}` (bearer). */
export function uploadRoutes(ctx: RouteContext): MockReply | null {
  const [root, folder, name] = ctx.segments;
  if (ctx.method !== 'GET' || root !== 'uploads' || (folder !== 'blogs' && folder !== 'meta') || !name) return null;
  requireSession(ctx);
  const file = ctx.db.uploads.get(`${folder}/${name}`) ?? notFound('Image');
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
