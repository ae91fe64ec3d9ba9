import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../../src/app/layout/usePageTitle';
import { appRoutes } from '../../../src/app/router';

/** Every full path declared in the tree (index routes as their parent's path). */
function declaredPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : null;
    const children = route.children ? declaredPaths(route.children, own ?? parent) : [];
    return own ? [own, ...children] : children;
  });
}

describe('the route tree', () => {
  it('declares no path twice (the spec\'s doubly "registered" enquiry routes are registered once)', () => {
    const paths = declaredPaths(appRoutes);
    const twice = paths.filter((path, i) => paths.indexOf(path) !== i);
    expect(twice).toEqual([]);
  });

  it('has the public sign-in pages, the section redirects and a catch-all', () => {
    const paths = declaredPaths(appRoutes);
    for (const path of ['/signin', '/verify-otp', '/', '/blog', '/category', '/meta', '/contacts', '/*']) {
      expect(paths).toContain(path);
    }
  });

  it('matches an unknown address to the catch-all, not to a page', () => {
    const matches = matchRoutes(appRoutes, '/no/such/page') ?? [];
    expect(matches.at(-1)?.route.path).toBe('*');
  });

  it('gives every signed-in page a top bar text (its menu group, or its own menu entry): none is blank', () => {
    const blank = declaredPaths(appRoutes).filter((path) => {
      const handles = (matchRoutes(appRoutes, path.replace(/:[^/]+/g, '1')) ?? []).map(
        (match) => match.route.handle as RouteHandle | undefined,
      );
      const title = handles.map((handle) => handle?.title).find(Boolean);
      const isPublic = title === 'Sign In' || title === 'Verify Your Identity';
      return title !== undefined && !isPublic && !handles.some((handle) => handle?.section);
    });
    expect(blank).toEqual([]);
  });
});
