import type { RouteObject } from 'react-router-dom';

/** Settings (issue 26: Content API keys), lazy route adapters; /settings opens its one page. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings/content-keys',
    handle: { title: 'Content API keys' },
    lazy: async () => ({ Component: (await import('./settings/ContentKeysRoute')).ContentKeysRoute }),
  },
];
