import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';
import type { Asset, AssetChanges, AssetUpload } from '../types';

/** `POST /media/upload` (multipart `file`, and the words given). */
export async function uploadMedia(client: ApiClient, upload: AssetUpload, signal?: AbortSignal): Promise<Asset> {
  const body = new FormData();
  body.append('file', upload.file, upload.file.name);
  if (upload.alt) body.append('alt', upload.alt);
  if (upload.caption) body.append('caption', upload.caption);
  if (upload.decorative !== undefined) body.append('decorative', String(upload.decorative));
  return expectResult(await client.request<{ result: Asset }>('/media/upload', { method: 'POST', body, signal }));
}

/** `PUT /media/updateMedia/{id}` (JSON) at the version the editor read: a stale one is a 409 with `current`. */
export async function updateMedia(
  client: ApiClient,
  { id, changes, version }: { id: number; changes: AssetChanges; version: number },
): Promise<Asset> {
  const response = await client.request<{ result: Asset }>(`/media/updateMedia/${id}`, {
    method: 'PUT',
    body: { ...changes, version },
  });
  return expectResult(response);
}

/** `DELETE /media/deleteMedia/{id}`: to the trash; a 409 names how many posts still use the image. */
export async function deleteMedia(client: ApiClient, id: number): Promise<true> {
  expectResult(await client.request<{ result: boolean }>(`/media/deleteMedia/${id}`, { method: 'DELETE' }));
  return true;
}
