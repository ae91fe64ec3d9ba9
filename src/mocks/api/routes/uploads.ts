import { requireSession, type RouteContext } from '../context';
import { fail, notFound, type MockReply } from '../http';
import { sniffImage } from '../validate';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Stores an uploaded image (magic bytes, 5 MB) under `folder`, returning its new file name. */
export async function storeImage(ctx: RouteContext, file: unknown, folder: 'blogs' | 'meta'): Promise<string | null> {
  if (!(file instanceof Blob)) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > MAX_IMAGE_BYTES) fail(413, 'Image size should be less than 5MB');
  const type = sniffImage(bytes);
  if (!type) fail(415, 'Only PNG, JPEG, GIF or WebP images are accepted');
  const name = ctx.uploadName(type);
  ctx.db.uploads.set(`${folder}/${name}`, { bytes, type });
  return name;
}

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
