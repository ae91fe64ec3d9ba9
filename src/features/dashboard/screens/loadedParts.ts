// The parts of the dashboard that only show once its 2-second skeleton is over (docs/panel.md#numbers): the counts, the
// Needs attention list, the charts, Recent Activity, the Schedule card, and their error and empty states. The screen loads them lazily, in
// a chunk of their own (vite.config.ts firstScreenChunks) that it requests after its first frame, so the header and the
// skeletons paint without them.
export { ActivityList } from '../components/ActivityList/ActivityList';
export { AnalyticsCharts } from '../components/AnalyticsCharts/AnalyticsCharts';
export { NeedsAttention } from '../components/NeedsAttention/NeedsAttention';
export { ScheduleCard } from '../components/ScheduleCard/ScheduleCard';
export { StatsGrid } from '../components/StatsGrid/StatsGrid';
export { EmptyState } from '@/ui/EmptyState';
export { ErrorBanner } from '@/ui/ErrorBanner';
