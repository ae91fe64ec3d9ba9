/**
 * The history calls of blog posts, meta pages and categories (docs/api.md#revisions), one typed function each,
 * shared by the three forms' History dialog.
 */
import { REVISION_PATHS, type RevisionItem, type RevisionType } from '@/contract';
import type { ApiClient } from '@/shared/api/createApiClient';

/** A history page as the API answers it. */
export interface RevisionPage {
  result: RevisionItem[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
}

/** One revision with the record it kept (the record as the API answered it then). */
export interface RevisionDetail extends Omit<RevisionItem, 'status'> {
  record: Record<string, unknown>;
}

const pathOf = (template: string, key: string, revision?: number) =>
  template
    .replace(/:(blogId|id)/, encodeURIComponent(key))
    .replace(':revision', revision === undefined ? '' : String(revision));

/** `GET …/revisions/{key}`: newest first; `after` is a page's `nextCursor`. */
export function listRevisions(
  client: ApiClient,
  type: RevisionType,
  key: string,
  query: { pageSize?: number; after?: string | undefined; page?: number } = {},
  signal?: AbortSignal,
): Promise<RevisionPage> {
  return client.request<RevisionPage>(pathOf(REVISION_PATHS[type].list, key), {
    query: { pageSize: query.pageSize, after: query.after, page: query.page },
    signal,
  });
}

/** `GET …/revision/{key}/{revision}`. */
export async function getRevision(
  client: ApiClient,
  type: RevisionType,
  key: string,
  revision: number,
  signal?: AbortSignal,
): Promise<RevisionDetail> {
  const answer = await client.request<{ result: RevisionDetail }>(pathOf(REVISION_PATHS[type].get, key, revision), {
    signal,
  });
  return answer.result;
}

/** `POST …/restoreRevision/{key}/{revision}` at the version read: the record after the restore (as the API shows it). */
export async function restoreRevision(
  client: ApiClient,
  type: RevisionType,
  key: string,
  revision: number,
  version: number,
): Promise<Record<string, unknown>> {
  const answer = await client.request<{ result: Record<string, unknown> }>(
    pathOf(REVISION_PATHS[type].restore, key, revision),
    { method: 'POST', body: { version } },
  );
  return answer.result;
}
