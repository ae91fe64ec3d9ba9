import { queryKeys, resourceKeys } from '@/shared/query/queryKeys';
import { defineCrudWrites, defineDetailAtoms, defineListAtoms } from '@/shared/query/resourceAtoms';
import { createRedirect } from './api/createRedirect';
import { deleteRedirect } from './api/deleteRedirect';
import { getRedirect } from './api/getRedirect';
import { listRedirects } from './api/listRedirects';
import { updateRedirect } from './api/updateRedirect';

/** The redirects' query keys. */
export const redirectKeys = resourceKeys(queryKeys.redirects.all);

export const {
  paramsAtom: redirectListParamsAtom,
  queryAtom: redirectListQueryAtom,
  listAtom: redirectListAtom,
} = defineListAtoms({ keys: redirectKeys, list: listRedirects, failureText: 'Failed to fetch redirects' });

/** The query atom of one redirect. */
export const redirectDetailAtom = defineDetailAtoms(redirectKeys, getRedirect);

export const {
  errorAtom: redirectWriteErrorAtom,
  create: createRedirectWrite,
  update: updateRedirectWrite,
  remove: deleteRedirectWrite,
  createAtom: createRedirectAtom,
  updateAtom: updateRedirectAtom,
  deleteAtom: deleteRedirectAtom,
} = defineCrudWrites({
  keys: redirectKeys,
  failureTexts: {
    create: 'Failed to create redirect',
    update: 'Failed to update redirect',
    remove: 'Failed to delete redirect',
  },
  create: createRedirect,
  update: updateRedirect,
  remove: deleteRedirect,
  alsoInvalidates: [queryKeys.activity.all],
});
