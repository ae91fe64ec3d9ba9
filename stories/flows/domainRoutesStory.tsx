import { useState } from 'react';
import { createMemoryRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';

type StoryRouter = ReturnType<typeof createMemoryRouter>;
const routers = new Map<string, StoryRouter>();

export interface DomainRoutesProps {
  /** The story's id: the play function reads the address with `addressOf(context)`. */
  storyId: string;
  /** One domain's routes (e.g. `categoryRoutes`), mounted at the root as in the app. */
  routes: RouteObject[];
  /** The address the story opens at. */
  path: string;
}

/** A domain's real routes and adapters in a memory data router (the leave guard needs one), without the app shell. */
export function DomainRoutes({ storyId, routes, path }: DomainRoutesProps) {
  const [router] = useState(() => {
    const created = createMemoryRouter(
      [{ path: '/', children: [...routes, { path: '*', element: <Navigate to={path} replace /> }] }],
      { initialEntries: [path] },
    );
    routers.set(storyId, created);
    return created;
  });
  return <RouterProvider router={router} />;
}

/** The story router's current address, e.g. `/category/list?q=design`. */
export function addressOf(context: { id: string }): string {
  const location = routers.get(context.id)?.state.location;
  return location ? `${location.pathname}${location.search}` : '';
}
