import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppRoot } from './AppRoot';
import { ErrorPage } from './ErrorPage';
import { LoadingScreen } from './LoadingScreen';
import { ADMIN_SECTIONS } from './registry/sections';
import { authRoutes } from './routes/auth';

/** `/` → the dashboard, `/blog` → `/blog/list`, …: each section's redirects. */
export const sectionRedirects: RouteObject[] = ADMIN_SECTIONS.flatMap((section) => section.redirects ?? []);

/**
 * The pages under the guard: the redirects and every section's pages (registry/sections.ts). The spec says the
 * three enquiry routes (/contacts/footer, /contacts/header, /contacts/page) "are registered twice": in the original
 * app the same paths were declared a second time, and a router only ever matches one of two identical routes, so the
 * copy was dead configuration. They are registered once (routes/contacts.tsx); tests/unit/app/routes.test.ts fails if
 * any path is declared twice.
 */
export const pageRoutes: RouteObject[] = [...sectionRedirects, ...ADMIN_SECTIONS.flatMap((section) => section.routes)];

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
