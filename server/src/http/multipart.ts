import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.ts';
import { checkImageBytes } from '../../../src/lib/imageCheck.ts';
import { IMAGE_SIZE_ERROR, isSvg, MAX_IMAGE_BYTES } from '../../../src/lib/imagePolicy.ts';

export { MAX_IMAGE_BYTES };
export { unsupportedImage, type Image } from '../services/files.ts';
import { unsupportedImage, type Image } from '../services/files.ts';

export interface FormInput {
  fields: Record<string, unknown>;
  image: Image | undefined;
  /** The file part's own name and declared type, as the client sent them (never trusted for the bytes). */
  file?: { name: string; type: string };
}

/** All text fields of one multipart body together: the same 1 MB as a JSON body (the blog `description` is the biggest). */
export const MAX_FORM_FIELDS_BYTES = 1024 * 1024;
/** The most text fields a legitimate write sends (a blog create sends 13) with room to spare. */
export const MAX_FORM_FIELDS = 20;

/**
 * The options given to @fastify/multipart: every cap is enforced while the body streams in, so an oversized part is cut
 * off before it is buffered. The total of the text fields is checked in `readParts` as each one arrives.
 */
export const multipartLimits = {
  fieldNameSize: 100,
  fieldSize: MAX_FORM_FIELDS_BYTES,
  fields: MAX_FORM_FIELDS,
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  parts: MAX_FORM_FIELDS + 1,
  headerPairs: 20,
};
export const formFieldsTooLarge = () => new HttpError(413, 'Form fields are too large (1 MB in total at most)');

/** Checks an upload by its bytes (src/lib/imageCheck.ts: never its name or declared type; no polyglots). */
export async function checkImage(bytes: Buffer): Promise<Image> {
  const checked = await checkImageBytes(bytes);
  if (!checked) throw unsupportedImage();
  return { bytes, ext: checked.ext };
}

/**
 * Reads a create/update body: multipart (text fields + optional file field `image`) or, for clients without a file,
 * a JSON object. Repeated fields and unknown file fields are refused; the image is checked by its magic bytes.
 */
export async function readForm(request: FastifyRequest, options: FormOptions = {}): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(415, 'Expected multipart/form-data or a JSON object');
    }
    return { fields: body as Record<string, unknown>, image: undefined };
  }
  try {
    return await readParts(request, options);
  } catch (error) {
    // The parser's own errors (a broken or truncated body) carry no status: they are the client's fault.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest('Malformed multipart/form-data body');
  }
}

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const FORGED_NAME = /[\u0000-\u001f\u007f/\\]|%(2f|5c|00)/i;

/** The file field's name (`image` unless given) and whether an SVG gets its own 415 words (the media library). */
export interface FormOptions {
  fileField?: string;
  svgMessage?: string;
}

async function readParts(
  request: FastifyRequest,
  { fileField = 'image', svgMessage }: FormOptions,
): Promise<FormInput> {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let image: Image | undefined;
  let file: FormInput['file'];
  let fieldBytes = 0;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname.slice(0, 50)}"`);
      }
      // The name is never used (the server names files), but browsers send a bare file name: one with control
      // characters or a path (`../x`, `/etc/x`, `..\\x`, or those URL-encoded) is a forged request.
      if (FORGED_NAME.test(part.filename)) {
        part.file.resume();
        throw badRequest('Invalid file name');
      }
      file = { name: part.filename, type: part.mimetype };
      if (svgMessage && isSvg(file)) {
        part.file.resume();
        throw new HttpError(415, svgMessage);
      }
      const bytes = await part.toBuffer(); // throws 413 as soon as the stream passes the cap
      if (part.file.truncated) throw new HttpError(413, IMAGE_SIZE_ERROR);
      if (svgMessage && isSvg(file, bytes)) throw new HttpError(415, svgMessage);
      image = await checkImage(bytes);
    } else {
      if (Object.hasOwn(fields, part.fieldname))
        throw badRequest(`Field "${part.fieldname.slice(0, 50)}" was sent twice`);
      if (part.valueTruncated) throw new HttpError(413, `Field "${part.fieldname.slice(0, 50)}" is too large`);
      fieldBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(String(part.value));
      if (fieldBytes > MAX_FORM_FIELDS_BYTES) throw formFieldsTooLarge();
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, image, ...(file ? { file } : {}) };
}
