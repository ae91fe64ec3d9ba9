import type { RouteObject } from 'react-router-dom';

const forms = () => import('./meta/MetaFormRoutes');

/**
 * The meta screens (docs/panel.md#screens-and-routes), each a lazy route adapter; `/meta` itself redirects in
 * router.tsx.
 */
export const metaRoutes: RouteObject[] = [
  {
    path: 'meta/list',
    handle: { section: 'Meta', title: 'Meta Information' },
    lazy: async () => ({ Component: (await import('./meta/MetaListRoute')).MetaListRoute }),
  },
  {
    path: 'meta/create',
    handle: { section: 'Meta', title: 'Create Meta' },
    lazy: async () => ({ Component: (await forms()).MetaCreateRoute }),
  },
  {
    path: 'meta/edit/:id',
    handle: { section: 'Meta', title: 'Edit Meta' },
    lazy: async () => ({ Component: (await forms()).MetaEditRoute }),
  },
];
