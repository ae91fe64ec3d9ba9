import type { RouteObject } from 'react-router-dom';

/**
 * Children of the protected layout route (relative paths, one lazy route adapter per screen). Left empty by the
 * app composition; the meta screens' engineer fills it.
 */
export const metaRoutes: RouteObject[] = [];
