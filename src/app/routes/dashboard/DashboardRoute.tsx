import { DashboardScreen } from '@/features/dashboard/screens/DashboardScreen';
import { renderRouterLink } from '../../layout/routerLink';
import { activityHref } from '../../registry/records';

/** /dashboard: an activity line links to its record's page (registry/records.ts). */
export function DashboardRoute() {
  return <DashboardScreen getRecordHref={activityHref} renderLink={renderRouterLink} />;
}
