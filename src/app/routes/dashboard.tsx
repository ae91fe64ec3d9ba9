import type { RouteObject } from 'react-router-dom';

/** The dashboard (docs/panel.md#dashboard), a lazy route adapter: its charts load Victory in a chunk of their own. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: { title: 'Dashboard' },
    lazy: async () => ({ Component: (await import('./dashboard/DashboardRoute')).DashboardRoute }),
  },
];
