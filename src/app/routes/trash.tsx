import type { RouteObject } from 'react-router-dom';

/** The Trash (issue #14), below the spec's pages: a lazy route adapter. */
export const trashRoutes: RouteObject[] = [
  {
    path: 'trash',
    handle: { title: 'Trash' },
    lazy: async () => ({ Component: (await import('./trash/TrashRoute')).TrashRoute }),
  },
];
