import type { QueryClient } from '@tanstack/react-query';
import { atom } from 'jotai';
import type { ApiClient } from '@/shared/api/createApiClient';
import { defineWrite } from '@/shared/query/defineWrite';
import { queryKeys, resourceKeys } from '@/shared/query/queryKeys';
import { defineListAtoms } from '@/shared/query/resourceAtoms';
import { deleteContact } from './api/deleteContact';
import { deleteEnquiry } from './api/deleteEnquiry';
import { listContacts } from './api/listContacts';
import { listEnquiries } from './api/listEnquiries';
import { updateContactStatus } from './api/updateContactStatus';
import { sinceOf } from './recent';
import type { EnquiryCategory, EnquiryListParams } from './types';

const FAILED_FETCH = 'Failed to fetch contacts';

/** The enquiry lists' query keys. */
export const enquiryKeys = resourceKeys(queryKeys.enquiries.all);
/** The general message list's query keys. */
export const contactKeys = resourceKeys(queryKeys.contacts.all);

/** Search, date window, sort and paging of one enquiry list (the form comes from the list's atoms). */
export const enquiryListParamsAtom = atom<Omit<EnquiryListParams, 'enquiryCategory'>>({});

/** One form's enquiry list, or `ALL`: every form's (/contacts/enquiries). */
export type EnquiryListKey = EnquiryCategory | 'ALL';

const enquiryList = (key: EnquiryListKey) =>
  defineListAtoms({
    keys: enquiryKeys,
    list: listEnquiries,
    failureText: FAILED_FETCH,
    paramsAtom: enquiryListParamsAtom,
    toQuery: (params): EnquiryListParams => (key === 'ALL' ? params : { ...params, enquiryCategory: key }),
  });

/** The footer, header and page enquiry lists and the list of all three (one params atom: one is on screen at a time). */
export const enquiryLists = {
  FOOTER: enquiryList('FOOTER'),
  HEADER: enquiryList('HEADER'),
  PAGE: enquiryList('PAGE'),
  ALL: enquiryList('ALL'),
} as const;

/** The enquiry lists as screens show them: `useAtomValue(enquiryListAtoms.FOOTER)`. */
export const enquiryListAtoms = {
  FOOTER: enquiryLists.FOOTER.listAtom,
  HEADER: enquiryLists.HEADER.listAtom,
  PAGE: enquiryLists.PAGE.listAtom,
  ALL: enquiryLists.ALL.listAtom,
} as const;

/** The query an enquiry list sends for its URL state: `days` becomes `since` (recent.ts), page from 1. */
export function enquiryListQuery(
  state: { page?: number; q?: string; sort?: 'newest' | 'oldest'; days?: number },
  pageSize: number,
  now: Date,
): Omit<EnquiryListParams, 'enquiryCategory'> {
  const { days, ...rest } = state;
  return { ...rest, page: state.page ?? 1, pageSize, since: days ? sinceOf(days, now) : undefined };
}

/**
 * Starts one enquiry list's call before its screen renders, with the query the screen will send (`enquiryListQuery`),
 * so the screen's query finds it under its key.
 */
export function prefetchEnquiryList(
  queryClient: QueryClient,
  client: ApiClient,
  key: EnquiryListKey,
  query: Omit<EnquiryListParams, 'enquiryCategory'>,
): void {
  enquiryLists[key].prefetch(queryClient, client, query);
}

const contactList = defineListAtoms({ keys: contactKeys, list: listContacts, failureText: FAILED_FETCH });
/** Status filter, search, sort and paging of the general message list. */
export const contactListParamsAtom = contactList.paramsAtom;
export const contactListQueryAtom = contactList.queryAtom;
/** The general message list as screens show it. */
export const contactListAtom = contactList.listAtom;

/** The last write failure of the contacts feature, cleared by a successful write. */
export const contactWriteErrorAtom = atom<string | null>(null);

export const deleteEnquiryWrite = defineWrite({
  key: ['enquiries', 'delete'],
  run: (client, id: number) => deleteEnquiry(client, id),
  invalidates: [enquiryKeys.all],
  failureText: 'Failed to delete contact',
  errorAtom: contactWriteErrorAtom,
});
export const updateContactStatusWrite = defineWrite({
  key: ['contacts', 'updateStatus'],
  run: updateContactStatus,
  invalidates: [contactKeys.all, queryKeys.activity.all],
  failureText: 'Failed to update contact',
  errorAtom: contactWriteErrorAtom,
});
export const deleteContactWrite = defineWrite({
  key: ['contacts', 'delete'],
  run: (client, id: number) => deleteContact(client, id),
  invalidates: [contactKeys.all, queryKeys.activity.all],
  failureText: 'Failed to delete contact',
  errorAtom: contactWriteErrorAtom,
});

/** `set(deleteEnquiryAtom, id)` → `WriteOutcome<true>`. */
export const deleteEnquiryAtom = deleteEnquiryWrite.runAtom;
/** `set(updateContactStatusAtom, { id, status })` → `WriteOutcome<Contact>` (View marks read, Mark Replied). */
export const updateContactStatusAtom = updateContactStatusWrite.runAtom;
/** `set(deleteContactAtom, id)` → `WriteOutcome<true>`. */
export const deleteContactAtom = deleteContactWrite.runAtom;
