import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '../../shared/api/apiClientAtom';
import { queryKeys } from '../../shared/query/queryKeys';
import { countRecords, type COUNT_PATHS } from './api/countRecords';
import { ACTIVITY_LIMIT, listActivity } from './api/listActivity';
import type { DashboardCounts } from './types';

function countQuery(resource: keyof typeof COUNT_PATHS, queryKey: readonly unknown[]) {
  return atomWithQuery((get: Getter) => {
    const client = get(apiClientAtom);
    return { queryKey, queryFn: () => countRecords(client, resource) };
  });
}

// Each count sits under its list's key prefix, so a write that invalidates the list refreshes the card.
export const blogCountQueryAtom = countQuery('blogs', queryKeys.blogs.count);
export const categoryCountQueryAtom = countQuery('categories', queryKeys.categories.count);
export const metaCountQueryAtom = countQuery('metas', queryKeys.metas.count);
export const enquiryCountQueryAtom = countQuery('enquiries', queryKeys.enquiries.count);
export const contactCountQueryAtom = countQuery('contacts', queryKeys.contacts.count);

/**
 * The dashboard's counts (spec §2). Total Contacts = enquiries (footer, header, page) + general messages:
 * the "Contact Us" menu holds both. "New contacts" equals total contacts, as the spec says.
 * `loading` until every count has arrived; a failed count reads 0 and sets `error`.
 */
export const dashboardCountsAtom = atom((get) => {
  const results = {
    blogs: get(blogCountQueryAtom),
    categories: get(categoryCountQueryAtom),
    metas: get(metaCountQueryAtom),
    enquiries: get(enquiryCountQueryAtom),
    contacts: get(contactCountQueryAtom),
  };
  const all = Object.values(results);
  const totalContacts = (results.enquiries.data ?? 0) + (results.contacts.data ?? 0);
  const counts: DashboardCounts = {
    totalBlogs: results.blogs.data ?? 0,
    categories: results.categories.data ?? 0,
    metaPages: results.metas.data ?? 0,
    totalContacts,
    newContacts: totalContacts,
  };
  return {
    counts,
    loading: all.some((result) => result.isPending && !result.isError),
    error: all.find((result) => result.isError)?.error?.message ?? null,
  };
});

/** The Recent Activity rows (the API's; the spec's sample data is the screen's fallback). */
export const activityQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  return { queryKey: queryKeys.activity.list(ACTIVITY_LIMIT), queryFn: () => listActivity(client) };
});
