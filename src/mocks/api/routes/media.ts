import { asset, ASSET_MESSAGES, parseId } from '@/contract';
import { createRecord } from '@/domain/versioned';
import { requireForm, requireSession, writeContext, type RouteContext } from '../context';
import { fail, notFound, ok, validationFailed, type MockReply } from '../http';
import { imageSize } from '../imageSize';
import { MAX_IMAGE_BYTES } from '../store';
import { sniffImage, validate } from '../validate';

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The server's SVG test (server/src/http/multipart.ts): by declared type, name, or the bytes' first element. */
function isSvg(file: File, bytes: Uint8Array): boolean {
  if (/svg/i.test(file.type) || /\.svgz?$/i.test(file.name)) return true;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg\b/i.test(head);
}

/** A new asset's file name: 32 hex digits as the server's, from the id counter (unique, and the same on every run). */
const assetName = (ctx: RouteContext, type: string) =>
  `${ctx.db.nextId.toString(16).padStart(32, '0')}.${EXT[type] ?? 'bin'}`;

/** `POST /media/upload` and `GET /media/usage/{id}` (docs/api.md#media); list, get, update, delete are the registry's. */
export async function mediaRoutes(ctx: RouteContext): Promise<MockReply | null> {
  const [root, call, raw] = ctx.segments;
  if (root !== 'media') return null;
  if (ctx.method === 'POST' && call === 'upload' && raw === undefined) {
    const write = writeContext(ctx, requireSession(ctx));
    const form = requireForm(ctx);
    const file = form.file;
    if (!(file instanceof File)) return validationFailed({ file: ASSET_MESSAGES.fileMissing });
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (isSvg(file, bytes)) fail(415, ASSET_MESSAGES.svg);
    if (bytes.byteLength > MAX_IMAGE_BYTES) fail(413, 'Image size should be less than 5MB');
    const mime = sniffImage(bytes);
    const size = mime ? imageSize(bytes, mime) : null;
    if (!mime || !size) return fail(415, 'Only PNG, JPEG, GIF or WebP images are accepted');
    const values = validate(form, asset.fields);
    const name = assetName(ctx, mime);
    const originalName = (file.name.trim() || name).slice(0, 255);
    const columns = { name, folder: 'assets', mime, bytes: bytes.byteLength, ...size, originalName };
    const result = await createRecord(write, 'asset', { values, form, columns });
    ctx.db.uploads.set(`assets/${name}`, { bytes, type: mime });
    return ok({ result }, 201);
  }
  if (ctx.method === 'GET' && call === 'usage' && raw !== undefined) {
    requireSession(ctx);
    const id = parseId(raw);
    const row = id === undefined ? undefined : ctx.db.assets.find((candidate) => candidate.id === id);
    if (!row) return notFound(asset.noun);
    return ok({ result: await ctx.store.assetUses(ctx.db, { id: row.id, name: row.name }) });
  }
  return null;
}
