import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';

/** `DELETE /trash/empty`: everything in the trash erased for good; answers how many items were. */
export async function emptyTrash(client: ApiClient): Promise<number> {
  const result = expectResult(
    await client.request<{ result: { purged: number } }>('/trash/empty', { method: 'DELETE' }),
  );
  return result.purged;
}
