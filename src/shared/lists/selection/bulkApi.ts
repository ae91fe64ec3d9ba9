import type { ApiClient } from '../../api/createApiClient';
import { expectResult } from '../../query/defineWrite';
import type { TrashType } from '../../trash';

/** Ids a bulk call left alone, and why. */
export interface BulkSkipped {
  id: number;
  reason: string;
}

/** The server's cap on one bulk call (400 `Select at most 500 items at a time.` past it). */
export const BULK_MAX_IDS = 500;

/**
 * `POST /bulk/trash` `{type, ids}`: all-or-nothing; unknown or already trashed ids come back in `skipped`. A category
 * still used by posts refuses the whole call (409 with the server's words).
 */
export async function bulkTrash(
  client: ApiClient,
  { type, ids }: { type: TrashType; ids: number[] },
): Promise<{ changed: number; skipped: BulkSkipped[] }> {
  const response = await client.request<{ result: { changed: number; skipped: BulkSkipped[] } }>('/bulk/trash', {
    method: 'POST',
    body: { type, ids },
  });
  return expectResult(response);
}
