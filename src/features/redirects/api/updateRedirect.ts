import type { ApiClient } from '@/shared/api/createApiClient';
import { expectResult } from '@/shared/query/defineWrite';
import type { Redirect, RedirectInput } from '../types';

export interface RedirectUpdate {
  /** The redirect as loaded: its id, its values to diff against, its version. */
  original: Redirect;
  next: RedirectInput;
}

/** `PUT /redirects/update/{id}`: the changed fields and the loaded `version`. */
export async function updateRedirect(client: ApiClient, { original, next }: RedirectUpdate): Promise<Redirect> {
  const changed = Object.fromEntries(
    (['from', 'to', 'status'] as const).filter((key) => next[key] !== original[key]).map((key) => [key, next[key]]),
  );
  const response = await client.request<{ result: Redirect }>(`/redirects/update/${original.id}`, {
    method: 'PUT',
    body: { ...changed, version: original.version },
  });
  return expectResult(response);
}
