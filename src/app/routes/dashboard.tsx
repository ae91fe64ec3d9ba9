import type { RouteObject } from 'react-router-dom';

/** The dashboard (spec §2), a lazy route adapter: its charts load Victory in a chunk of their own. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: { title: 'Dashboard' },
    lazy: async () => ({ Component: (await import('./dashboard/DashboardRoute')).DashboardRoute }),
  },
];
