import type { RouteObject } from 'react-router-dom';

/** "SEO health" (issue 15), a lazy route adapter. */
export const seoRoutes: RouteObject[] = [
  {
    path: 'seo',
    handle: { title: 'SEO health' },
    lazy: async () => ({ Component: (await import('./seo/SeoRoute')).SeoRoute }),
  },
];
