import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { AssetRecord } from '@/contract';
import { apiClientAtom } from '../api/apiClientAtom';
import { expectResult } from '../query/defineWrite';
import { queryKeys, resourceKeys } from '../query/queryKeys';

/** The API path of a library image's original (the media feature's `assetFilePath`). */
export const libraryImagePath = (name: string) => `uploads/assets/${name}`;

/** True for a form image value that names a library image's file (set by the picker). */
export const isLibraryImagePath = (value: string | null | undefined) => Boolean(value?.startsWith('uploads/assets/'));

/**
 * The path of the library image `id` (`GET /media/getMedia/{id}`, cached under the media library's detail key), for the
 * preview of a record whose image is an asset; null while loading, after a failure, or without an id.
 */
export function useLibraryImage(id: number | null | undefined): string | null {
  const client = useAtomValue(apiClientAtom);
  const enabled = typeof id === 'number';
  const query = useQuery({
    queryKey: resourceKeys(queryKeys.assets.all).detail(id ?? 0),
    queryFn: async ({ signal }) =>
      expectResult(await client.request<{ result: AssetRecord }>(`/media/getMedia/${id}`, { signal })),
    enabled,
  });
  return enabled && query.data ? libraryImagePath(query.data.name) : null;
}

/**
 * What a form previews for its image: a fresh upload or a picked library image as held; else, when the record uses a
 * library image, that image's file; else the stored image.
 */
export function usePreviewValue(image: string | null, imageId: number | null | undefined): string | null {
  const fromLibrary = !image?.startsWith('data:') && !isLibraryImagePath(image) && typeof imageId === 'number';
  const path = useLibraryImage(fromLibrary ? imageId : null);
  return fromLibrary ? (path ?? image) : image;
}
