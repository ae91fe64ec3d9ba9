import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { defineWrite } from '@/shared/query/defineWrite';
import { queryKeys } from '@/shared/query/queryKeys';
import { queryView, type QueryView } from '@/shared/query/queryView';
import type { ContentKeyRecord } from '@/contract';
import { createContentKey } from './api/createContentKey';
import { deleteContentKey } from './api/deleteContentKey';
import { listContentKeys } from './api/listContentKeys';

export const contentKeysQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  return { queryKey: [...queryKeys.contentKeys.all, 'list'], queryFn: () => listContentKeys(client) };
});

/** How the screen sees the keys: loading, loaded (refreshing while it re-fetches) or error, with Retry. */
export const contentKeysAtom = atom((get): QueryView<ContentKeyRecord[]> =>
  queryView(get(contentKeysQueryAtom), [], 'Failed to fetch the Content API keys'),
);

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
