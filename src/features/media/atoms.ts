import { queryKeys, resourceKeys } from '@/shared/query/queryKeys';
import { defineDetailAtoms, defineListAtoms } from '@/shared/query/resourceAtoms';
import { getMedia, getMediaUsage } from './api/getMedia';
import { listMedia } from './api/listMedia';

/** The media library's query keys (an image's usage sits under its detail key, so one invalidation renews both). */
export const mediaKeys = resourceKeys(queryKeys.assets.all);

/** The library's params atom (page, search, sort, unused; screens write it), its query atom and the list. */
export const {
  paramsAtom: mediaListParamsAtom,
  listAtom: mediaListAtom,
  prefetch: prefetchMediaList,
} = defineListAtoms({ keys: mediaKeys, list: listMedia, failureText: 'Failed to fetch images' });

/** One image (its details). */
export const mediaDetailAtom = defineDetailAtoms(mediaKeys, (client, id: number) => getMedia(client, id));

/** Where one image is used: `['assets', 'usage', id]`, renewed with the library. */
export const mediaUsageAtom = defineDetailAtoms(
  { ...mediaKeys, detail: (id) => [...mediaKeys.all, 'usage', id] as unknown as ReturnType<typeof mediaKeys.detail> },
  (client, id: number) => getMediaUsage(client, id),
);
