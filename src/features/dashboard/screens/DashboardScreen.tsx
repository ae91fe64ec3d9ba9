import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { timeAtom, useElapsed } from '@/shared/time';
import { retryFailedQueries } from '@/shared/query/retryFailed';
import { Card } from '@/ui/Card';
import { ChartSkeleton } from '@/ui/ChartSkeleton';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorBanner } from '@/ui/ErrorBanner';
import type { RenderLink } from '@/ui/Layout';
import { PageHeader } from '@/ui/PageHeader';
import { StatCardSkeleton } from '@/ui/StatCard';
import { activityQueryAtom, dashboardCountsAtom, dashboardSummaryQueryAtom } from '../atoms';
import { ActivityList, ActivityRowSkeleton, type RecordHref } from '../components/ActivityList';
import { AnalyticsCharts } from '../components/AnalyticsCharts';
import { NeedsAttention } from '../components/NeedsAttention';
import { StatsGrid } from '../components/StatsGrid';
import { DASHBOARD_SKELETON_MS } from '../sampleData';
import { Charts, Page } from './DashboardScreen.styles';

export interface DashboardScreenProps {
  /** How long the entry skeletons show (spec §9). @default 2000 */
  skeletonMs?: number;
  /** Link target of an activity row's record (only rows whose record still exists link). */
  getRecordHref?: RecordHref;
  /** Renders links; the app plugs in the router's Link. @default a plain anchor */
  renderLink?: RenderLink;
}

/** The dashboard (spec §2): greeting, four counts, what needs attention, two sample charts and the server's recent activity. */
export function DashboardScreen({
  skeletonMs = DASHBOARD_SKELETON_MS,
  getRecordHref,
  renderLink,
}: DashboardScreenProps) {
  const elapsed = useElapsed(skeletonMs);
  const counts = useAtomValue(dashboardCountsAtom);
  const activity = useAtomValue(activityQueryAtom);
  const summary = useAtomValue(dashboardSummaryQueryAtom);
  const now = useAtomValue(timeAtom).now();
  const queryClient = useAtomValue(queryClientAtom);
  // One Retry for whatever failed here (counts and activity), so both recover together.
  const retry = () => void retryFailedQueries(queryClient);
  const statsLoading = !elapsed || counts.loading;
  const activityLoading = !elapsed || activity.isPending;

  return (
    <Page>
      <PageHeader title="Dashboard" subtitle={"Welcome back! Here's what's happening with your admin panel."} />
      {counts.error && elapsed ? <ErrorBanner message={counts.error} onRetry={retry} /> : null}
      <section aria-labelledby="dashboard-overview">
        <h2 id="dashboard-overview" className="visually-hidden">
          Overview
        </h2>
        {statsLoading ? <StatCardSkeleton label="Loading statistics" /> : <StatsGrid counts={counts.counts} />}
      </section>
      <Card as="section" title="Needs attention" headingLevel={2} aria-label="Needs attention">
        <NeedsAttention
          summary={summary.data}
          loading={statsLoading}
          error={summary.isError ? summary.error.message : null}
          onRetry={retry}
          renderLink={renderLink}
        />
      </Card>
      <Charts>
        {elapsed ? (
          <AnalyticsCharts />
        ) : (
          <>
            <ChartSkeleton label="Loading visitor analytics" />
            <ChartSkeleton label="Loading blog performance" />
          </>
        )}
      </Charts>
      <Card as="section" title="Recent Activity" headingLevel={2} aria-label="Recent Activity">
        {activityLoading ? (
          <ActivityRowSkeleton label="Loading recent activity" />
        ) : activity.isError ? (
          <ErrorBanner message={activity.error.message} onRetry={retry} />
        ) : activity.data.length === 0 ? (
          <EmptyState message="No activity yet" />
        ) : (
          <ActivityList items={activity.data} now={now} getRecordHref={getRecordHref} renderLink={renderLink} />
        )}
      </Card>
    </Page>
  );
}
