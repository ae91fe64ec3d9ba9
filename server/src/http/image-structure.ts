/**
 * Structural checks that an upload is one image and nothing more: walking the format's own blocks must end exactly at
 * the end of the file. This refuses polyglots that hide script after (or around) a valid image.
 */

const PNG_SIGNATURE = 8;

function pngEndsAtIend(bytes: Buffer): boolean {
  let offset = PNG_SIGNATURE;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset === bytes.length && length === 0;
  }
  return false;
}

/** Skips GIF data sub-blocks (length-prefixed, ended by a zero length); returns the offset after them or -1. */
function skipSubBlocks(bytes: Buffer, offset: number): number {
  while (offset < bytes.length) {
    const size = bytes[offset] as number;
    offset += 1;
    if (size === 0) return offset;
    offset += size;
  }
  return -1;
}

function gifEndsAtTrailer(bytes: Buffer): boolean {
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

function webpSizeMatches(bytes: Buffer): boolean {
  return bytes.length >= 12 && bytes.readUInt32LE(4) + 8 === bytes.length;
}

/** True when the file is exactly one image of the given type. JPEG writers often pad after the end marker, so JPEG only needs one. */
export function isWholeImage(bytes: Buffer, ext: string): boolean {
  switch (ext) {
    case 'png':
      return pngEndsAtIend(bytes);
    case 'gif':
      return gifEndsAtTrailer(bytes);
    case 'webp':
      return webpSizeMatches(bytes);
    default:
      return bytes.includes(Buffer.from([0xff, 0xd9]));
  }
}
