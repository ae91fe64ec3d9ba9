import type { QueryClient } from '@tanstack/react-query';
import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '../../shared/api/apiClientAtom';
import type { ApiClient } from '../../shared/api/createApiClient';
import { defineWrite } from '../../shared/query/defineWrite';
import { toListView } from '../../shared/query/listView';
import { queryKeys } from '../../shared/query/queryKeys';
import { deleteContact } from './api/deleteContact';
import { deleteEnquiry } from './api/deleteEnquiry';
import { listContacts } from './api/listContacts';
import { listEnquiries } from './api/listEnquiries';
import { updateContactStatus } from './api/updateContactStatus';
import type { ContactListParams, EnquiryCategory, EnquiryListParams } from './types';

const FAILED_FETCH = 'Failed to fetch contacts';

/** Search, sort and paging of one enquiry list (the category comes from the list's atom). */
export const enquiryListParamsAtom = atom<Omit<EnquiryListParams, 'enquiryCategory'>>({});

const enquiryListQuery = (client: ApiClient, params: EnquiryListParams) => ({
  queryKey: queryKeys.enquiries.list(params),
  queryFn: () => listEnquiries(client, params),
});

function makeEnquiryQuery(enquiryCategory: EnquiryCategory) {
  return atomWithQuery((get: Getter) =>
    enquiryListQuery(get(apiClientAtom), { ...get(enquiryListParamsAtom), enquiryCategory }),
  );
}

/**
 * Starts one enquiry list's call before its screen renders, with the params the screen will set (page from 1, its
 * page size), so the screen's query finds it under its key.
 */
export function prefetchEnquiryList(
  queryClient: QueryClient,
  client: ApiClient,
  enquiryCategory: EnquiryCategory,
  state: { page?: number; q?: string },
  pageSize: number,
): void {
  void queryClient.prefetchQuery(
    enquiryListQuery(client, { ...state, page: state.page ?? 1, pageSize, enquiryCategory }),
  );
}

/** The query atoms of the footer, header and page enquiry lists. */
export const enquiryListQueryAtoms = {
  FOOTER: makeEnquiryQuery('FOOTER'),
  HEADER: makeEnquiryQuery('HEADER'),
  PAGE: makeEnquiryQuery('PAGE'),
} as const;

/** The enquiry lists as screens show them: `useAtomValue(enquiryListAtoms.FOOTER)`. */
export const enquiryListAtoms = {
  FOOTER: atom((get) => toListView(get(enquiryListQueryAtoms.FOOTER), FAILED_FETCH)),
  HEADER: atom((get) => toListView(get(enquiryListQueryAtoms.HEADER), FAILED_FETCH)),
  PAGE: atom((get) => toListView(get(enquiryListQueryAtoms.PAGE), FAILED_FETCH)),
} as const;

/** Status filter, search, sort and paging of the general message list. */
export const contactListParamsAtom = atom<ContactListParams>({});

export const contactListQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  const params = get(contactListParamsAtom);
  return { queryKey: queryKeys.contacts.list(params), queryFn: () => listContacts(client, params) };
});

/** The general message list as screens show it. */
export const contactListAtom = atom((get) => toListView(get(contactListQueryAtom), FAILED_FETCH));

/** The last write failure of the contacts feature, cleared by a successful write. */
export const contactWriteErrorAtom = atom<string | null>(null);

export const deleteEnquiryWrite = defineWrite({
  key: ['enquiries', 'delete'],
  run: (client, id: number) => deleteEnquiry(client, id),
  invalidates: [queryKeys.enquiries.all],
  failureText: 'Failed to delete contact',
  errorAtom: contactWriteErrorAtom,
});
export const updateContactStatusWrite = defineWrite({
  key: ['contacts', 'updateStatus'],
  run: updateContactStatus,
  invalidates: [queryKeys.contacts.all, queryKeys.activity.all],
  failureText: 'Failed to update contact',
  errorAtom: contactWriteErrorAtom,
});
export const deleteContactWrite = defineWrite({
  key: ['contacts', 'delete'],
  run: (client, id: number) => deleteContact(client, id),
  invalidates: [queryKeys.contacts.all, queryKeys.activity.all],
  failureText: 'Failed to delete contact',
  errorAtom: contactWriteErrorAtom,
});

/** `set(deleteEnquiryAtom, id)` → `WriteOutcome<true>`. */
export const deleteEnquiryAtom = deleteEnquiryWrite.runAtom;
/** `set(updateContactStatusAtom, { id, status })` → `WriteOutcome<Contact>` (View marks read, Mark Replied). */
export const updateContactStatusAtom = updateContactStatusWrite.runAtom;
/** `set(deleteContactAtom, id)` → `WriteOutcome<true>`. */
export const deleteContactAtom = deleteContactWrite.runAtom;
