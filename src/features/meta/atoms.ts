import { queryKeys, resourceKeys } from '@/shared/query/queryKeys';
import { defineCrudWrites, defineDetailAtoms, defineListAtoms } from '@/shared/query/resourceAtoms';
import { createMeta } from './api/createMeta';
import { deleteMeta } from './api/deleteMeta';
import { getMeta } from './api/getMeta';
import { listMetas } from './api/listMetas';
import { updateMeta } from './api/updateMeta';

/** The meta pages' query keys. */
export const metaKeys = resourceKeys(queryKeys.metas.all);

/** The list's params atom (page, search, sort; screens write it), its query atom and the list as screens show it. */
export const {
  paramsAtom: metaListParamsAtom,
  queryAtom: metaListQueryAtom,
  listAtom: metaListAtom,
} = defineListAtoms({ keys: metaKeys, list: listMetas, failureText: 'Failed to fetch metas' });

/** The query atom of one meta page. */
export const metaDetailAtom = defineDetailAtoms(metaKeys, getMeta);

/**
 * Create, update and delete: `…Write` (pending state), `…Atom` (`set(atom, vars)` → `WriteOutcome`), and the
 * feature's last write failure (cleared by a successful write).
 */
export const {
  errorAtom: metaWriteErrorAtom,
  create: createMetaWrite,
  update: updateMetaWrite,
  remove: deleteMetaWrite,
  createAtom: createMetaAtom,
  updateAtom: updateMetaAtom,
  deleteAtom: deleteMetaAtom,
} = defineCrudWrites({
  keys: metaKeys,
  failureTexts: {
    create: 'Failed to create meta',
    update: 'Failed to update meta',
    remove: 'Failed to delete meta',
  },
  create: createMeta,
  update: updateMeta,
  remove: deleteMeta,
  alsoInvalidates: [queryKeys.activity.all],
});
