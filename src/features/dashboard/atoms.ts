import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '../../shared/api/apiClientAtom';
import { queryKeys } from '../../shared/query/queryKeys';

/** The Recent Activity query's key (under the activity root every write invalidates). */
export const activityListKey = (limit: number) => [...queryKeys.activity.all, 'list', limit] as const;
import { getDashboardSummary } from './api/getDashboardSummary';
import { getSchedule } from './api/getSchedule';
import { ACTIVITY_LIMIT, listActivity } from './api/listActivity';
import type { DashboardCounts } from './types';

/**
 * How many of the dashboard's calls may go out, in this order: the summary, Recent Activity, the schedule. The
 * screen lets them go once its first frame (header and skeletons) has painted, one a task: the skeleton covers the
 * first 2 s anyway, so the calls lose nothing by waiting a frame, on a slow device their requests and answers do not
 * compete with the first paint, and each call's query set-up and request is a short task of its own.
 */
export const dashboardCallsStartedAtom = atom(0);

/** The number of the dashboard's calls (see dashboardCallsStartedAtom). */
export const DASHBOARD_CALL_COUNT = 3;

/** `GET /dashboard/summary`: the four cards and the Needs attention panel read this one call. */
export const dashboardSummaryQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  return {
    queryKey: queryKeys.dashboard.summary,
    queryFn: () => getDashboardSummary(client),
    enabled: get(dashboardCallsStartedAtom) >= 1,
  };
});

/**
 * The dashboard's counts (docs/panel.md#dashboard), from the server's totals. Total Contacts = enquiries (footer,
 * header, page) + general messages: the "Contact Us" menu holds both. The spec's "new contacts" count equals total
 * contacts (the summary's `newContacts`, general messages still marked new, is the Needs attention panel's). `loading`
 * until the summary has arrived; a failed call reads 0 and sets `error`.
 */
export const dashboardCountsAtom = atom((get) => {
  const summary = get(dashboardSummaryQueryAtom);
  const data = summary.data;
  const counts: DashboardCounts = {
    totalBlogs: data?.totalBlogs ?? 0,
    categories: data?.categories ?? 0,
    metaPages: data?.metaPages ?? 0,
    totalContacts: data?.totalContacts ?? 0,
    newContacts: data?.totalContacts ?? 0,
  };
  return {
    counts,
    loading: summary.isPending && !summary.isError,
    error: summary.isError ? summary.error.message : null,
  };
});

/** The Recent Activity rows (the API's; the spec's sample data is the screen's fallback). */
export const activityQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  return {
    queryKey: activityListKey(ACTIVITY_LIMIT),
    queryFn: () => listActivity(client),
    enabled: get(dashboardCallsStartedAtom) >= 2,
  };
});

/** `GET /dashboard/schedule`: the Schedule card's week ahead and webhook trouble; it goes out with the other calls. */
export const scheduleQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  return {
    queryKey: queryKeys.dashboard.schedule,
    queryFn: () => getSchedule(client),
    enabled: get(dashboardCallsStartedAtom) >= 3,
  };
});
