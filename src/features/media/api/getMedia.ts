import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';
import type { Asset, AssetUsage } from '../types';

/** `GET /media/getMedia/{id}`. */
export async function getMedia(client: ApiClient, id: number, signal?: AbortSignal): Promise<Asset> {
  return expectResult(await client.request<{ result: Asset }>(`/media/getMedia/${id}`, { signal }));
}

/** `GET /media/usage/{id}`: the posts and meta pages using the image, featured or in a body. */
export async function getMediaUsage(client: ApiClient, id: number, signal?: AbortSignal): Promise<AssetUsage[]> {
  const response = await client.request<{ result: AssetUsage[] }>(`/media/usage/${id}`, { signal });
  return Array.isArray(response.result) ? response.result : [];
}
