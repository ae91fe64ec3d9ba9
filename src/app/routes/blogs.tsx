import type { RouteObject } from 'react-router-dom';

const form = async () => ({ Component: (await import('./blogs/BlogFormRoute')).BlogFormRoute });

/**
 * The blog screens (docs/panel.md#screens-and-routes), each a lazy route adapter; `/blog` itself redirects to the list
 * (router.tsx).
 */
export const blogRoutes: RouteObject[] = [
  {
    path: 'blog/list',
    handle: { section: 'Blog', title: 'Blog Posts' },
    lazy: async () => {
      const route = await import('./blogs/BlogListRoute');
      return { Component: route.BlogListRoute, loader: route.loader };
    },
  },
  { path: 'blog/create', handle: { section: 'Blog', title: 'Create Blog Post' }, lazy: form },
  { path: 'blog/edit/:id', handle: { section: 'Blog', title: 'Edit Blog Post' }, lazy: form },
];
