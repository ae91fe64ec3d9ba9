/**
 * Which uploaded bytes are an image we accept: the server's check before it decodes an upload, which the in-memory
 * API runs too. The type is read from the bytes (never the file's name or declared type), and the file must be exactly
 * one image: walking the format's own blocks ends at the end of the file, which refuses polyglots that hide script
 * after (or around) a valid image.
 */
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_EXTENSIONS } from './imagePolicy.ts';

const PNG_SIGNATURE = 8;
// Markup a browser could run if the file were ever sniffed or opened as a document.
const MARKUP = /<(script|html|body|iframe|svg|object|embed|\?php)\b|javascript:/i;

const LATIN1 = new TextDecoder('latin1');
/** Node's Buffer where there is one: it decodes latin1 far faster than TextDecoder (bench/results/media-2026-11-28.md). */
const NodeBuffer = (globalThis as { Buffer?: NodeBufferLike }).Buffer;
interface NodeBufferLike {
  from(buffer: ArrayBufferLike, byteOffset: number, length: number): { toString(encoding: 'latin1'): string };
}
const latin1 = (bytes: Uint8Array, from = 0, to = bytes.length) =>
  NodeBuffer
    ? NodeBuffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('latin1')
    : LATIN1.decode(bytes.subarray(from, to));
const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function pngEndsAtIend(bytes: Uint8Array): boolean {
  const view = viewOf(bytes);
  let offset = PNG_SIGNATURE;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = latin1(bytes, offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset === bytes.length && length === 0;
  }
  return false;
}

/** Skips GIF data sub-blocks (length-prefixed, ended by a zero length); returns the offset after them or -1. */
function skipSubBlocks(bytes: Uint8Array, offset: number): number {
  while (offset < bytes.length) {
    const size = bytes[offset] as number;
    offset += 1;
    if (size === 0) return offset;
    offset += size;
  }
  return -1;
}

function gifEndsAtTrailer(bytes: Uint8Array): boolean {
  if (bytes.length < 14) return false;
  const flags = bytes[10] as number;
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (offset >= 0 && offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) return offset === bytes.length - 1;
    if (block === 0x21) {
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (block === 0x2c) {
      if (offset + 10 > bytes.length) return false;
      const local = bytes[offset + 9] as number;
      offset += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      offset = skipSubBlocks(bytes, offset + 1); // +1: the LZW minimum code size
    } else {
      return false;
    }
  }
  return false;
}

const webpSizeMatches = (bytes: Uint8Array) =>
  bytes.length >= 12 && viewOf(bytes).getUint32(4, true) + 8 === bytes.length;

/** A JPEG's end marker anywhere: JPEG writers often pad after it, so a JPEG needs only one. */
function jpegHasEnd(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(0xff); at >= 0; at = bytes.indexOf(0xff, at + 1)) if (bytes[at + 1] === 0xd9) return true;
  return false;
}

/** True when the file is exactly one image of the given type (its file extension). */
function isWholeImage(bytes: Uint8Array, ext: string): boolean {
  switch (ext) {
    case 'png':
      return pngEndsAtIend(bytes);
    case 'gif':
      return gifEndsAtTrailer(bytes);
    case 'webp':
      return webpSizeMatches(bytes);
    default:
      return jpegHasEnd(bytes);
  }
}

/** The accepted image the bytes are (its MIME type and file extension), or undefined: the caller answers 415. */
export async function checkImageBytes(bytes: Uint8Array): Promise<{ mime: string; ext: string } | undefined> {
  if (bytes.length < 12) return undefined;
  const type = await fileTypeFromBuffer(bytes);
  const ext = type ? IMAGE_EXTENSIONS[type.mime] : undefined;
  if (!type || !ext || !isWholeImage(bytes, ext) || MARKUP.test(latin1(bytes))) return undefined;
  return { mime: type.mime, ext };
}
