import type { Asset } from './types';

/** The two crops the server cuts around the focal point: square (1:1) and wide (16:9). */
export const CROPS = { square: 1, wide: 16 / 9 } as const;
export type CropName = keyof typeof CROPS;

/** The API path of an asset's original, or of one of its renditions (`w640.webp`, `square.webp`). */
export function assetFilePath(asset: Pick<Asset, 'name'>, rendition?: string): string {
  if (!rendition) return `uploads/assets/${asset.name}`;
  return `uploads/assets/${asset.name.replace(/\..*$/, '')}/${rendition}`;
}

/**
 * The file a tile `cssWidth` pixels wide shows, as the browser's `srcset` choice would make it: the narrowest WebP
 * rendition at least `cssWidth × density` wide, else the original. Panel images need the session's bearer token, so
 * the panel fetches this one file itself instead of naming every rendition in a `srcset` the browser would fetch
 * without the token.
 */
export function thumbnailPath(asset: Pick<Asset, 'name' | 'width' | 'renditions'>, cssWidth: number, density = 1) {
  const wanted = Math.ceil(cssWidth * density);
  const width = [...asset.renditions.widths].sort((a, b) => a - b).find((candidate) => candidate >= wanted);
  return width === undefined ? assetFilePath(asset) : assetFilePath(asset, `w${width}.webp`);
}

/**
 * Where a crop of `ratio` (width / height) centred on the focal point sits in the image, as CSS `object-position`
 * percentages: the server's rule (the largest crop of that ratio, centred on the point, moved inside the image), so
 * the preview shows what the crop will hold.
 */
export function cropPosition(
  size: { width: number; height: number },
  focal: { x: number; y: number },
  ratio: number,
): { x: number; y: number } {
  const cropWidth = Math.min(size.width, size.height * ratio);
  const cropHeight = cropWidth / ratio;
  const offset = (length: number, crop: number, point: number) => {
    const room = length - crop;
    if (room <= 0) return 50;
    const start = Math.min(Math.max(point * length - crop / 2, 0), room);
    return Math.round((start / room) * 1000) / 10;
  };
  return { x: offset(size.width, cropWidth, focal.x), y: offset(size.height, cropHeight, focal.y) };
}

/** A focal point moved by one arrow key: 1% a step (10% with Shift), kept inside 0–1. */
export function nudgeFocal(focal: { x: number; y: number }, key: string, large: boolean) {
  const step = large ? 0.1 : 0.01;
  const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  return move ? { x: clamp(focal.x + move[0]), y: clamp(focal.y + move[1]) } : null;
}

/** A focal point in words: "48% across, 30% down". */
export const focalWords = (focal: { x: number; y: number }) =>
  `${Math.round(focal.x * 100)}% across, ${Math.round(focal.y * 100)}% down`;
