import { Navigate } from 'react-router-dom';
import { DashboardIcon } from '@/ui/Layout/icons';
import type { AdminSection } from '../registry/section';

/**
 * The dashboard (docs/panel.md#dashboard), a lazy route adapter (its charts load Victory in a chunk of their own);
 * `/` opens it.
 */
export const dashboardSection: AdminSection = {
  routes: [
    {
      path: 'dashboard',
      handle: { section: 'Dashboard', title: 'Dashboard' },
      lazy: async () => ({ Component: (await import('./dashboard/DashboardRoute')).DashboardRoute }),
    },
  ],
  redirects: [{ index: true, element: <Navigate to="/dashboard" replace /> }],
  menu: { label: 'Dashboard', href: '/dashboard', icon: <DashboardIcon /> },
};
