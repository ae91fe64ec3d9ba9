import type { RouteObject } from 'react-router-dom';

const forms = () => import('./categories/CategoryFormRoutes');

/**
 * The category screens (docs/panel.md#lists), each a lazy route adapter; `/category` itself redirects in router.tsx.
 */
export const categoryRoutes: RouteObject[] = [
  {
    path: 'category/list',
    handle: { section: 'Category', title: 'Categories' },
    lazy: async () => ({ Component: (await import('./categories/CategoryListRoute')).CategoryListRoute }),
  },
  {
    path: 'category/create',
    handle: { section: 'Category', title: 'Create Category' },
    lazy: async () => ({ Component: (await forms()).CategoryCreateRoute }),
  },
  {
    path: 'category/edit/:id',
    handle: { section: 'Category', title: 'Edit Category' },
    lazy: async () => ({ Component: (await forms()).CategoryEditRoute }),
  },
];
