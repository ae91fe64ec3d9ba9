import sharp, { type Metadata } from 'sharp';
import { RuleError as HttpError } from '../../../src/domain/errors.ts';
import { unsupportedImage, type Image } from './files.ts';

// One decode at a time per libvips thread is plenty on a small server, and no decoded image is kept around.
sharp.cache(false);

/** sharp's name of each format family we store, by the file extension `checkImage` sniffed from the bytes. */
const FORMAT_OF_EXT: Record<string, 'png' | 'jpeg' | 'gif' | 'webp'> = {
  png: 'png',
  jpg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
};

export const tooManyPixels = (maxPixels: number) =>
  new HttpError(
    413,
    `Image dimensions are too large: at most ${Math.floor(maxPixels / 1_000_000)} megapixels (width × height × frames)`,
  );

/**
 * Decodes an upload with libvips and encodes it again in the same format family, so only pixels are stored: text
 * chunks, comments, EXIF/XMP/ICC metadata and anything after the image's end marker are gone. Animated GIF and WebP
 * stay animated (every frame is decoded and re-encoded). The pixel count (width × height × frames) is checked from
 * the header before any pixel is decoded, so a small file that would expand to gigabytes (a decompression bomb) is
 * refused with 413 without the memory being spent; a file that does not decode completely is refused with 415.
 */
export async function reencodeImage(image: Image, maxPixels: number): Promise<Image> {
  const format = FORMAT_OF_EXT[image.ext];
  if (!format) throw unsupportedImage();
  // `failOn: 'warning'`: a truncated or corrupt image is refused rather than stored half-decoded.
  const options = { animated: true, limitInputPixels: false as const, failOn: 'warning' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(image.bytes, options).metadata();
  } catch {
    throw unsupportedImage();
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw unsupportedImage();
  // With `animated: true`, `height` is the height of all frames stacked: width × height counts every frame's pixels.
  if (metadata.width * metadata.height > maxPixels) throw tooManyPixels(maxPixels);
  try {
    const pipeline = sharp(image.bytes, { ...options, limitInputPixels: maxPixels }).autoOrient();
    const encoded =
      format === 'png'
        ? pipeline.png()
        : format === 'jpeg'
          ? pipeline.jpeg({ quality: 85 })
          : format === 'gif'
            ? pipeline.gif()
            : pipeline.webp({ quality: 85 });
    // No `.keepMetadata()` / `.withMetadata()`: sharp writes no EXIF, XMP, IPTC, ICC or comments by default.
    return { bytes: await encoded.toBuffer(), ext: image.ext };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(maxPixels);
    throw unsupportedImage();
  }
}

/** The width and height of a stored image (one frame's height for an animated one). */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes, { animated: true }).metadata();
  return { width: metadata.width ?? 0, height: metadata.pageHeight ?? metadata.height ?? 0 };
}
