import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { defineWrite } from '@/shared/query/defineWrite';
import { queryKeys } from '@/shared/query/queryKeys';
import type { ContentKeyRecord } from '@/contract';
import { createContentKey } from './api/createContentKey';
import { deleteContentKey } from './api/deleteContentKey';
import { listContentKeys } from './api/listContentKeys';

export const contentKeysQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  return { queryKey: [...queryKeys.contentKeys.all, 'list'], queryFn: () => listContentKeys(client) };
});

/** How the screen sees the keys: loading, loaded (refreshing while it re-fetches) or error, with Retry. */
export interface ContentKeysView {
  status: 'loading' | 'refreshing' | 'loaded' | 'error';
  keys: ContentKeyRecord[];
  error: string | null;
  refetch: () => void;
}

export const contentKeysAtom = atom((get): ContentKeysView => {
  const result = get(contentKeysQueryAtom);
  return {
    status: result.isError ? 'error' : result.isPending ? 'loading' : result.isFetching ? 'refreshing' : 'loaded',
    keys: result.data ?? [],
    error: result.isError ? result.error.message || 'Failed to fetch the Content API keys' : null,
    refetch: () => void result.refetch(),
  };
});

/** The last failure of a create or revoke, shown where it was asked for. */
export const contentKeyWriteErrorAtom = atom<string | null>(null);

export const createKeyWrite = defineWrite({
  key: [...queryKeys.contentKeys.all, 'create'],
  run: (client, name: string) => createContentKey(client, name),
  invalidates: [queryKeys.contentKeys.all, queryKeys.activity.all],
  failureText: 'Failed to create the key',
  errorAtom: contentKeyWriteErrorAtom,
});

export const revokeKeyWrite = defineWrite({
  key: [...queryKeys.contentKeys.all, 'revoke'],
  run: (client, id: number) => deleteContentKey(client, id),
  invalidates: [queryKeys.contentKeys.all, queryKeys.activity.all],
  failureText: 'Failed to revoke the key',
  errorAtom: contentKeyWriteErrorAtom,
});
