import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '../../shared/api/apiClientAtom';
import { defineWrite } from '../../shared/query/defineWrite';
import { toListView } from '../../shared/query/listView';
import { queryKeys } from '../../shared/query/queryKeys';
import { createMeta } from './api/createMeta';
import { deleteMeta } from './api/deleteMeta';
import { getMeta } from './api/getMeta';
import { listMetas } from './api/listMetas';
import { updateMeta } from './api/updateMeta';
import type { MetaListParams } from './types';

/** Page, search and sort of the meta list; screens write it. */
export const metaListParamsAtom = atom<MetaListParams>({});

export const metaListQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  const params = get(metaListParamsAtom);
  return { queryKey: queryKeys.metas.list(params), queryFn: () => listMetas(client, params) };
});

/** The meta list as screens show it. */
export const metaListAtom = atom((get) => toListView(get(metaListQueryAtom), 'Failed to fetch metas'));

const detailAtoms = new Map<number, ReturnType<typeof makeDetailAtom>>();
function makeDetailAtom(id: number) {
  return atomWithQuery((get: Getter) => {
    const client = get(apiClientAtom);
    return { queryKey: queryKeys.metas.detail(id), queryFn: () => getMeta(client, id) };
  });
}
/** The query atom of one meta entry. */
export function metaDetailAtom(id: number) {
  let detail = detailAtoms.get(id);
  if (!detail) detailAtoms.set(id, (detail = makeDetailAtom(id)));
  return detail;
}

/** The last write failure of the meta feature, cleared by a successful write. */
export const metaWriteErrorAtom = atom<string | null>(null);

const invalidates = [queryKeys.metas.all, queryKeys.activity.all];

export const createMetaWrite = defineWrite({
  key: ['metas', 'create'],
  run: createMeta,
  invalidates,
  failureText: 'Failed to create meta',
  errorAtom: metaWriteErrorAtom,
});
export const updateMetaWrite = defineWrite({
  key: ['metas', 'update'],
  run: updateMeta,
  invalidates,
  failureText: 'Failed to update meta',
  errorAtom: metaWriteErrorAtom,
});
export const deleteMetaWrite = defineWrite({
  key: ['metas', 'delete'],
  run: (client, id: number) => deleteMeta(client, id),
  invalidates,
  failureText: 'Failed to delete meta',
  errorAtom: metaWriteErrorAtom,
});

/** `set(createMetaAtom, input)` → `WriteOutcome<Meta>`. */
export const createMetaAtom = createMetaWrite.runAtom;
/** `set(updateMetaAtom, { id, update })` → `WriteOutcome<Meta>`. */
export const updateMetaAtom = updateMetaWrite.runAtom;
/** `set(deleteMetaAtom, id)` → `WriteOutcome<true>`. */
export const deleteMetaAtom = deleteMetaWrite.runAtom;
