import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { defineWrite } from '@/shared/query/defineWrite';
import { queryKeys, resourceKeys } from '@/shared/query/queryKeys';
import { defineListAtoms } from '@/shared/query/resourceAtoms';
import { queriesChangedBy, restoreFromTrash, TRASH_TYPES } from '@/shared/trash';
import { emptyTrash } from './api/emptyTrash';
import { listTrash } from './api/listTrash';
import { purgeTrashItem } from './api/purgeTrashItem';
import type { TrashItem } from './types';

/** The trash's query keys: `trashKeys.list(params)`. */
export const trashKeys = resourceKeys(queryKeys.trash.all);

/** The Trash screen's params atom (type, search, page), its query atom and the list as the screen shows it. */
export const {
  paramsAtom: trashListParamsAtom,
  queryAtom: trashListQueryAtom,
  listAtom: trashListAtom,
  prefetch: prefetchTrashList,
} = defineListAtoms({ keys: trashKeys, list: listTrash, failureText: 'Failed to fetch the trash', keepPrevious: true });

/** Everything in the trash, whatever the filters: what Empty trash would erase. */
export const trashTotalQueryAtom = atomWithQuery((get) => {
  const client = get(apiClientAtom);
  const params = { page: 1, pageSize: 1 };
  return { queryKey: trashKeys.list(params), queryFn: () => listTrash(client, params) };
});

/** The last failure of a trash action that is not shown next to its item (purge, empty). */
export const trashWriteErrorAtom = atom<string | null>(null);

// A restore or purge may concern any record type: every type's lists are refreshed.
const everyType = [...new Set(TRASH_TYPES.flatMap(queriesChangedBy))];

export const restoreWrite = defineWrite({
  key: [...trashKeys.all, 'restore'],
  run: (client, item: Pick<TrashItem, 'type' | 'id'>) => restoreFromTrash(client, item),
  invalidates: everyType,
  failureText: 'Failed to restore the item',
  errorAtom: trashWriteErrorAtom,
});

export const purgeWrite = defineWrite({
  key: [...trashKeys.all, 'purge'],
  run: (client, item: Pick<TrashItem, 'type' | 'id'>) => purgeTrashItem(client, item),
  invalidates: [queryKeys.trash.all, queryKeys.activity.all],
  failureText: 'Failed to delete the item forever',
  errorAtom: trashWriteErrorAtom,
});

export const emptyWrite = defineWrite({
  key: [...trashKeys.all, 'empty'],
  run: (client, _vars: void) => emptyTrash(client),
  invalidates: [queryKeys.trash.all, queryKeys.activity.all],
  failureText: 'Failed to empty the trash',
  errorAtom: trashWriteErrorAtom,
});
