/**
 * An asset's renditions (issue 28): widths 320–1920 (never wider than the original) as WebP and in the original's
 * format, and two crops centred on the focal point, square (1:1) and wide (16:9), as WebP. They are made off the
 * request's path: an upload answers once the original is stored, and a queue works through the assets whose
 * renditions are missing or were cut at another focal point (`assetsNeedingRenditions`), so a moved focal point is
 * re-cut and a second instance sharing the bucket may do the same work harmlessly (the same keys, the same bytes).
 */
import sharp, { type Sharp } from 'sharp';
import { FOCAL_SCALE, RENDITION_WIDTHS, type AssetRenditions } from '../../../src/contract/index.ts';
import type { Db } from '../db/index.ts';
import { assetsNeedingRenditions, saveRenditions, type RenditionWork } from '../db/assets.ts';
import { assetKey } from './assets.ts';
import { contentTypeOf, type Storage } from './storage/storage.ts';

/** The longest side a crop is written at. */
const CROP_MAX = 1280;
const CROPS = { square: [1, 1], wide: [16, 9] } as const;
const FORMAT_OF_EXT = { png: 'png', jpg: 'jpeg', gif: 'gif', webp: 'webp' } as const;

/** The key of one rendition: `assets/<stem>/w640.webp`, `assets/<stem>/square.webp`. */
export const renditionKey = (name: string, file: string) => `assets/${name.replace(/\..*$/, '')}/${file}`;

/**
 * The largest `ratio` rectangle inside `width` × `height` whose centre is as near the focal point as the image allows.
 */
export function cropAround(width: number, height: number, ratio: readonly [number, number], fx: number, fy: number) {
  const scale = Math.min(width / ratio[0], height / ratio[1]);
  const w = Math.max(1, Math.floor(ratio[0] * scale));
  const h = Math.max(1, Math.floor(ratio[1] * scale));
  const left = Math.round(Math.min(Math.max(fx * width - w / 2, 0), width - w));
  const top = Math.round(Math.min(Math.max(fy * height - h / 2, 0), height - h));
  return { left, top, width: w, height: h };
}

async function readAll(storage: Storage, key: string): Promise<Buffer | undefined> {
  const object = await storage.get(key);
  return object && Buffer.concat(await object.body.toArray());
}

/** Makes every rendition of one asset from its stored original; what it made, or undefined when the file is gone. */
export async function makeRenditions(storage: Storage, asset: RenditionWork) {
  const original = await readAll(storage, assetKey(asset.folder, asset.name));
  if (!original) return undefined;
  const ext = asset.name.slice(asset.name.lastIndexOf('.') + 1) as keyof typeof FORMAT_OF_EXT;
  const metadata = await sharp(original, { animated: true }).metadata();
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  const source = () => sharp(original, { animated: true });
  const put = async (file: string, image: Sharp) =>
    storage.put(renditionKey(asset.name, file), await image.toBuffer(), contentTypeOf(file));
  const widths = RENDITION_WIDTHS.filter((w) => w <= width);
  const known = asset.renditions.widths;
  for (const w of widths) {
    if (known.includes(w)) continue; // widths never change: only the crops follow the focal point
    await put(`w${w}.webp`, source().resize({ width: w }).webp({ quality: 80 }));
    await put(
      `w${w}.${ext}`,
      source()
        .resize({ width: w })
        .toFormat(FORMAT_OF_EXT[ext] ?? 'jpeg'),
    );
  }
  const fx = asset.focalX / FOCAL_SCALE;
  const fy = asset.focalY / FOCAL_SCALE;
  const crops: AssetRenditions['crops'] = { square: null, wide: null };
  for (const [crop, ratio] of Object.entries(CROPS) as [keyof typeof CROPS, readonly [number, number]][]) {
    const region = cropAround(width, height, ratio, fx, fy);
    const out = Math.min(region.width, Math.round((CROP_MAX * ratio[0]) / Math.max(...ratio)));
    await put(`${crop}.webp`, sharp(original).extract(region).resize({ width: out }).webp({ quality: 80 }));
    crops[crop] = out;
  }
  const renditions: AssetRenditions = { widths, crops, focal: [asset.focalX, asset.focalY] };
  return { renditions, width, height, bytes: original.length };
}

/**
 * A queue that makes renditions one asset at a time, started by `kick()` after an upload or a focal point change.
 * `saved` hears each asset whose renditions it saved (the public image shapes using it changed).
 */
export function renditionQueue(
  db: Db,
  storage: Storage,
  log: (error: unknown) => void,
  saved: (asset: { id: number; name: string }) => Promise<void> = () => Promise.resolve(),
) {
  let running: Promise<void> | undefined;
  let again = false;
  async function drain() {
    for (;;) {
      again = false;
      const work = await assetsNeedingRenditions(db, 10);
      for (const asset of work) {
        try {
          const made = await makeRenditions(storage, asset);
          if (made && (await saveRenditions(db, asset, made))) await saved(asset);
        } catch (error) {
          log(error);
        }
      }
      if (!again && work.length < 10) return;
    }
  }
  return {
    /** Starts the queue (or has it look again when it is running). */
    kick(): void {
      again = true;
      running ??= drain()
        .catch(log)
        .finally(() => {
          running = undefined;
        });
    },
    /** Resolves once the queue is idle (tests, shutdown). */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}
export type RenditionQueue = ReturnType<typeof renditionQueue>;
