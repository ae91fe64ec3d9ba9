import type { Decorator } from '@storybook/react-vite';
import { MOCK_IMAGES, storyApi, type InMemoryApi } from '../../../src/mocks';
import { ToastHost } from '../../../src/shared/toast';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const PICTURES = Object.keys(MOCK_IMAGES) as (keyof typeof MOCK_IMAGES)[];
const ALTS: Record<string, string> = {
  'mountains.png': 'Snow on three mountain peaks at dawn',
  'ocean.png': 'Waves rolling onto an empty beach',
  'city.png': 'City skyline at dusk with lit windows',
  'desk.png': '',
};

const bytesOf = Object.fromEntries(
  PICTURES.map((picture) => [picture, Uint8Array.from(atob(MOCK_IMAGES[picture]), (c) => c.charCodeAt(0))]),
) as Record<(typeof PICTURES)[number], Uint8Array<ArrayBuffer>>;

/** The id of the first seeded image; the rest follow. */
export const FIRST_ASSET_ID = 500;

/** The stored name of seeded image `i` (32 hex digits, as the server names files). */
export const assetName = (i: number) => `${(FIRST_ASSET_ID + i).toString(16).padStart(32, 'a')}.png`;

/** `count` images in the library (the four illustrations in turn, an hour apart), their files in the API's uploads. */
export function seedAssets(api: InMemoryApi, count: number) {
  const rows = Array.from({ length: count }, (_, i) => {
    const picture = PICTURES[i % PICTURES.length]!;
    const round = Math.floor(i / PICTURES.length);
    const date = new Date(NOW - (i + 1) * 3_600_000).toISOString();
    return {
      id: FIRST_ASSET_ID + i,
      name: assetName(i),
      folder: 'assets',
      originalName: round === 0 ? picture : picture.replace('.png', `-${round + 1}.png`),
      mime: 'image/png',
      bytes: 3_412 + i,
      width: 240,
      height: 150,
      alt: ALTS[picture] ?? '',
      caption: picture === 'ocean.png' ? 'The north shore in October.' : '',
      decorative: picture === 'desk.png' && round % 2 === 1 ? 1 : 0,
      focalX: 5_000,
      focalY: 5_000,
      renditions: '',
      creator: 'admin',
      createdAt: date,
      version: 1,
    };
  });
  api.seed('asset', rows);
  for (const [i, row] of rows.entries()) {
    const picture = PICTURES[i % PICTURES.length]!;
    api.db.uploads.set(`assets/${row.name}`, { bytes: bytesOf[picture], type: 'image/png' });
  }
}

/** Story parameters of the library's seed. */
export interface MediaStoryParameters {
  /** How many images the library holds. @default 8 */
  assets?: number;
}

/**
 * The library holds `parameters.assets` images (8 unless given); the first is the featured image of the first post.
 */
export const withAssets: Decorator = (Story, context) => {
  const api = storyApi(context);
  const count = (context.parameters as MediaStoryParameters).assets ?? 8;
  if (!api.db.assets.length && count > 0) {
    seedAssets(api, count);
    const post = api.db.blogs[0];
    if (post) api.update('blog', post.id, { imageId: FIRST_ASSET_ID });
  }
  return <Story />;
};

/** The app's toast host beside the story (uploads and the trash's Undo speak through it). */
export const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <ToastHost />
  </>
);
