import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { buildAppRoutes, pageRoutes, sectionRedirects } from '../../src/app/router';

type StoryRouter = ReturnType<typeof createMemoryRouter>;
const routers = new Map<string, StoryRouter>();

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A stand-in page: the frame's stories are about the guard and the shell, not a domain screen. */
function StandInPage({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="stand-in-title">
      <Heading id="stand-in-title">{title}</Heading>
      <Text>{text}</Text>
    </section>
  );
}

function Thrower(): never {
  throw new Error('Cannot read the blog list');
}

/** The guarded pages of the frame's stories: the real redirects, stand-in pages and one page that throws. */
export const standInPages: RouteObject[] = [
  ...sectionRedirects,
  {
    path: 'dashboard',
    handle: { title: 'Dashboard' },
    element: <StandInPage title="Dashboard" text="Welcome back! Here's what's happening with your admin panel." />,
  },
  {
    path: 'blog/list',
    handle: { section: 'Blog', title: 'Blogs' },
    element: <StandInPage title="Blogs" text="Everything published on the website, newest first." />,
  },
  { path: 'blog/broken', handle: { section: 'Blog', title: 'Blogs' }, element: <Thrower /> },
];

export interface StoryAppProps {
  /** The story's id: the play function finds the router with `routerOf(context)`. */
  storyId: string;
  /** The address the app opens at. */
  path: string;
  /** The guarded pages; the real ones by default. @default pageRoutes */
  pages?: RouteObject[];
}

/** The real route tree (guard, shell, sign-in pages, fallback) in a memory router, inside the story's store. */
export function StoryApp({ storyId, path, pages = pageRoutes }: StoryAppProps) {
  const [router] = useState(() => {
    const created = createMemoryRouter(buildAppRoutes(pages), { initialEntries: [path] });
    routers.set(storyId, created);
    return created;
  });
  return <RouterProvider router={router} />;
}

/**
 * A story loader: the lazy route modules are fetched before the story renders, so a cold dev server's first
 * transform does not race the play function's queries (the app itself loads them on demand).
 */
export async function preloadRouteModules(): Promise<void> {
  await Promise.all([
    import('../../src/app/layout/ProtectedRoute'),
    import('../../src/app/routes/auth/SignInRoute'),
    import('../../src/app/routes/auth/VerifyOtpRoute'),
  ]);
}

/** The current address of the story's app (`/blog/list?page=2`). */
export function pathOf(context: { id: string }): string {
  const location = routers.get(context.id)?.state.location;
  return location ? `${location.pathname}${location.search}` : '';
}

/** Navigates the story's app as the address bar would. */
export async function visit(context: { id: string }, path: string): Promise<void> {
  await routers.get(context.id)?.navigate(path);
}
