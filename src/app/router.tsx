import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppRoot } from './AppRoot';
import { ErrorPage } from './ErrorPage';
import { LoadingScreen } from './LoadingScreen';
import { authRoutes } from './routes/auth';
import { blogRoutes } from './routes/blogs';
import { categoryRoutes } from './routes/categories';
import { contactRoutes } from './routes/contacts';
import { dashboardRoutes } from './routes/dashboard';
import { metaRoutes } from './routes/meta';
import { trashRoutes } from './routes/trash';
import { seoRoutes } from './routes/seo';
import { settingsRoutes } from './routes/settings';

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

/**
 * Every route of docs/panel.md#screens-and-routes. The spec says the three enquiry routes (/contacts/footer,
 * /contacts/header, /contacts/page) "are registered twice": in the original app the same paths were declared a second
 * time, and a router only ever matches one of two identical routes, so the copy was dead configuration. They are
 * registered once here (in routes/contacts.tsx); tests/unit/app/routes.test.ts fails if any path is declared twice.
 */
export const sectionRedirects: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard" replace /> },
  redirect('blog', '/blog/list'),
  redirect('category', '/category/list'),
  redirect('meta', '/meta/list'),
  redirect('contacts', '/contacts/list'),
  redirect('settings', '/settings/content-keys'),
];

/** The pages under the guard: the spec's redirects and every domain's screens. */
export const pageRoutes: RouteObject[] = [
  ...sectionRedirects,
  ...dashboardRoutes,
  ...blogRoutes,
  ...categoryRoutes,
  ...metaRoutes,
  ...contactRoutes,
  ...trashRoutes,
  ...seoRoutes,
  ...settingsRoutes,
];

/**
 * The whole route tree around `pages` (the guarded pages): the browser router uses `pageRoutes`; stories use the
 * same tree in a memory router, with stand-in pages where a story is about the frame rather than a screen.
 */
export function buildAppRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppRoot />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        ...authRoutes,
        {
          // The guard and the shell: lazy, so /signin downloads neither.
          lazy: async () => ({ Component: (await import('./layout/ProtectedRoute')).ProtectedRoute }),
          children: [
            // A page that throws shows the fallback inside the shell, so the menu still leads away from it.
            { errorElement: <ErrorPage fill={false} />, children: pages },
          ],
        },
        { path: '*', element: <ErrorPage /> },
      ],
    },
  ];
}

export const appRoutes = buildAppRoutes();

/** The app's router (HTML5 history). */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
