import { useAtomValue, useSetAtom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useEffect, useState, type ReactNode } from 'react';
import { timeAtom, useElapsed } from '@/shared/time';
import { retryFailedQueries } from '@/shared/query/retryFailed';
import { Card } from '@/ui/Card';
import { ChartSkeleton } from '@/ui/ChartSkeleton';
import type { RenderLink } from '@/ui/Layout';
import { PageHeader } from '@/ui/PageHeader';
import { StatCardSkeleton } from '@/ui/StatCard/StatCardSkeleton';
import {
  activityQueryAtom,
  DASHBOARD_CALL_COUNT,
  dashboardCallsStartedAtom,
  dashboardCountsAtom,
  dashboardSummaryQueryAtom,
  scheduleQueryAtom,
} from '../atoms';
import type { RecordHref } from '../components/ActivityList/ActivityList';
import { ActivityRowSkeleton } from '../components/ActivityList/ActivityRowSkeleton';
import { DASHBOARD_SKELETON_MS } from '../sampleData';
import { Charts, Page } from './DashboardScreen.styles';
import { useSlices } from './useSlices';
import type * as LoadedPartsModule from './loadedParts';

type LoadedParts = typeof LoadedPartsModule;
let loadedParts: LoadedParts | null = null;
const loadParts = () => import('./loadedParts').then((parts) => (loadedParts = parts));

/** False until this screen's first frame has painted (the first task after the next animation frame), then true. */
function useFirstFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * What shows after the skeleton, from its lazy chunk: null until it has arrived. The chunk is requested once the
 * first frame has painted (`start`), so it loads during the 2 s skeleton without delaying that frame. A chunk that
 * fails to load throws to the route's error page, as a lazy route would.
 */
function useLoadedParts(start: boolean): LoadedParts | null {
  const [parts, setParts] = useState(loadedParts);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (start && !parts)
      loadParts().then(setParts, (error: unknown) =>
        setFailure(error instanceof Error ? error : new Error(String(error))),
      );
  }, [start, parts]);
  if (failure) throw failure;
  return parts;
}

/** The slice (1 = at the skeleton's end, then one per frame) in which each part replaces its skeleton. */
const SLICES = { charts: 1, attention: 2, stats: 3, activity: 4, schedule: 5 } as const;

const statsSkeleton = <StatCardSkeleton label="Loading statistics" />;
const attentionSkeleton = <ActivityRowSkeleton label="Loading what needs attention" count={3} />;
const chartSkeletons = (
  <>
    <ChartSkeleton label="Loading visitor analytics" />
    <ChartSkeleton label="Loading blog performance" />
  </>
);
const activitySkeleton = <ActivityRowSkeleton label="Loading recent activity" />;
const scheduleSkeleton = <ActivityRowSkeleton label="Loading the schedule" count={3} />;

/** A titled card of the dashboard; the title also names its landmark. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" title={title} headingLevel={2} aria-label={title}>
      {children}
    </Card>
  );
}

/** A query's failure as a card shows it, or null. */
const errorOf = (query: { isError: boolean; error: Error | null }) =>
  query.isError && query.error ? query.error.message : null;

export interface DashboardScreenProps {
  /** How long the entry skeletons show (docs/panel.md#numbers). @default 2000 */
  skeletonMs?: number;
  /** Link target of an activity row's record (only rows whose record still exists link). */
  getRecordHref?: RecordHref;
  /** Renders links; the app plugs in the router's Link. @default a plain anchor */
  renderLink?: RenderLink;
  /** IANA time zone of the Schedule card's times; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
}

/**
 * The dashboard (docs/panel.md#dashboard): greeting, four counts, what needs attention, two sample charts and the
 * server's recent activity, then the Schedule card (the week ahead and webhook trouble), last in its own frame.
 */
export function DashboardScreen({
  skeletonMs = DASHBOARD_SKELETON_MS,
  getRecordHref,
  renderLink,
  timeZone,
}: DashboardScreenProps) {
  const elapsed = useElapsed(skeletonMs);
  const counts = useAtomValue(dashboardCountsAtom);
  const activity = useAtomValue(activityQueryAtom);
  const summary = useAtomValue(dashboardSummaryQueryAtom);
  const schedule = useAtomValue(scheduleQueryAtom);
  const now = useAtomValue(timeAtom).now();
  const queryClient = useAtomValue(queryClientAtom);
  // One Retry for whatever failed here (counts and activity), so both recover together.
  const retry = () => void retryFailedQueries(queryClient);
  // The header and skeletons paint first; then the calls and the loaded view's code go out (both wanted at 2 s).
  const painted = useFirstFramePainted();
  const startCalls = useSetAtom(dashboardCallsStartedAtom);
  useEffect(() => {
    if (!painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = (count: number) => {
      startCalls((started) => Math.max(started, count));
      if (count < DASHBOARD_CALL_COUNT) timer = setTimeout(() => release(count + 1), 0);
    };
    release(1);
    return () => clearTimeout(timer);
  }, [painted, startCalls]);
  const parts = useLoadedParts(painted);
  // At the skeleton's end the parts replace it one per frame, each its own few milliseconds of rendering, styling
  // and layout instead of one long task: the charts' frames at 2000 ms, then Needs attention, the four counts and
  // Recent Activity. The counts come once the panels beside them are in place, so whoever waits for the figures (a
  // reader, a test) finds the first screen whole; the activity rows, the longest part and last on the page, come last.
  const shown = useSlices(elapsed && parts !== null, SLICES.schedule);
  const statsLoading = !elapsed || counts.loading || shown < SLICES.stats;
  const attentionLoading = !elapsed || counts.loading || shown < SLICES.attention;
  // What every card that can fail is given: one Retry, and the app's links.
  const cardLinks = { onRetry: retry, renderLink };
  const activityLoading = !elapsed || activity.isPending || shown < SLICES.activity;
  const scheduleLoading = !elapsed || (schedule.isPending && !schedule.isError) || shown < SLICES.schedule;

  return (
    <Page>
      <PageHeader title="Dashboard" subtitle={"Welcome back! Here's what's happening with your admin panel."} />
      {counts.error && elapsed && parts ? <parts.ErrorBanner message={counts.error} onRetry={retry} /> : null}
      <section aria-labelledby="dashboard-overview">
        <h2 id="dashboard-overview" className="visually-hidden">
          Overview
        </h2>
        {statsLoading || !parts ? statsSkeleton : <parts.StatsGrid counts={counts.counts} />}
      </section>
      <Section title="Needs attention">
        {attentionLoading || !parts ? (
          attentionSkeleton
        ) : (
          <parts.NeedsAttention summary={summary.data} error={errorOf(summary)} {...cardLinks} />
        )}
      </Section>
      <Charts>{elapsed && parts && shown >= SLICES.charts ? <parts.AnalyticsCharts /> : chartSkeletons}</Charts>
      <Section title="Recent Activity">
        {activityLoading || !parts ? (
          activitySkeleton
        ) : activity.isError ? (
          <parts.ErrorBanner message={activity.error.message} onRetry={retry} />
        ) : activity.data.length === 0 ? (
          <parts.EmptyState message="No activity yet" />
        ) : (
          <parts.ActivityList items={activity.data} now={now} getRecordHref={getRecordHref} renderLink={renderLink} />
        )}
      </Section>
      <Section title="Schedule">
        {scheduleLoading || !parts ? (
          scheduleSkeleton
        ) : (
          <parts.ScheduleCard schedule={schedule.data} error={errorOf(schedule)} timeZone={timeZone} {...cardLinks} />
        )}
      </Section>
    </Page>
  );
}
