import { DashboardScreen } from '@/features/dashboard/screens/DashboardScreen';
import type { ActivityType } from '@/features/dashboard/types';
import { renderRouterLink } from '../../layout/routerLink';

/** Where each kind of record is edited or listed in the panel. */
export function recordHref(type: ActivityType, recordId: string): string | null {
  const id = encodeURIComponent(recordId);
  switch (type) {
    case 'blog':
      return `/blog/edit/${id}`;
    case 'category':
      return `/category/edit/${id}`;
    case 'meta':
      return `/meta/edit/${id}`;
    case 'contact':
      return '/contacts/list';
    case 'enquiry':
      return null; // the enquiry lists are per form (footer, header, page); the entry names no list
    case 'contentKey':
      return '/settings/content-keys';
  }
}

/** /dashboard */
export function DashboardRoute() {
  return <DashboardScreen getRecordHref={recordHref} renderLink={renderRouterLink} />;
}
