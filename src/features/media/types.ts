import type { AssetRecord, AssetUse } from '@/contract';
import type { ListParams } from '../../shared/query/listView';

/** An image of the library as the server sends it and screens use it (docs/api.md#media). */
export type Asset = AssetRecord;

/** One post or meta page using an image. */
export type AssetUsage = AssetUse;

export type MediaSort = 'newest' | 'oldest' | 'name';

export interface MediaListParams extends ListParams {
  sort?: MediaSort;
  /** Only images nothing uses. */
  unused?: boolean;
}

/** What an editor changes on an image: its words and focal point (0–1). */
export interface AssetChanges {
  alt?: string;
  caption?: string;
  decorative?: boolean;
  focalX?: number;
  focalY?: number;
}

/** An upload: the file, and optionally its words. */
export interface AssetUpload {
  file: File;
  alt?: string;
  decorative?: boolean;
  caption?: string;
}
