import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';
import type { BulkSkipped } from '@/shared/lists/selection/bulkApi';

/** `POST /contacts/bulkStatus` `{ids, status}`: never backwards (a replied message asked to be read is `unchanged`). */
export async function bulkContactStatus(
  client: ApiClient,
  { ids, status }: { ids: number[]; status: 'read' | 'replied' },
): Promise<{ changed: number; skipped: BulkSkipped[] }> {
  const response = await client.request<{ result: { changed: number; skipped: BulkSkipped[] } }>(
    '/contacts/bulkStatus',
    { method: 'POST', body: { ids, status } },
  );
  return expectResult(response);
}
