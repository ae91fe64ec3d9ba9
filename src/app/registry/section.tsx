import type { ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { PaletteCommand } from '@/features/palette/commands';
import type { RecordType } from '@/shared/records/recordTypes';
import type { NavEntry } from '@/ui/Layout';

/** A record as another screen names it: its numeric id, and its recordId (a blog's blogId, else the id as text). */
export interface RecordRef {
  id: number | string;
  recordId: string;
}

/** Where the records of one type open in the panel. */
export interface RecordLinks {
  /** A record's page (the activity log's and the SEO report's link), or null when no page shows one record. */
  open: (ref: RecordRef) => string | null;
  /** Where the palette opens a record its search `q` found; `open` unless given. */
  found?: (hit: RecordRef & { subtitle: string }, q: string) => string;
}

/**
 * One part of the signed-in app: its pages, the redirects into them, its side-menu entry, its palette actions and
 * where the record types it shows open. The app's router, menu, palette and links are the sum of its sections
 * (registry/sections.ts).
 */
export interface AdminSection {
  routes: RouteObject[];
  redirects?: RouteObject[];
  menu?: NavEntry;
  commands?: PaletteCommand[];
  records?: Partial<Record<RecordType, RecordLinks>>;
}

/** What a record type's pages are given by the registry: its addresses and the words their routes use. */
export interface ResourcePaths {
  /** The contract's record type (`RESOURCES[type]`: the list's sorts and filters). */
  type: RecordType;
  listHref: string;
  createHref: string;
  /** The edit page of the record named `key` (its id, or a blog's blogId). */
  editHref: (key: string | number) => string;
  /** What the leave dialog says is left: "this blog post". */
  subject: string;
}

/** The props of a record type's page component. */
export interface ResourceRouteProps {
  resource: ResourcePaths;
}

/** A record type's list page: its lazy module's route component, and a loader that starts its first list call. */
export interface ListPage {
  Route: ComponentType<ResourceRouteProps>;
  loader?: LoaderFunction;
}

/** A record type's create and edit page (one component: `:id` absent is create). */
export interface FormPage {
  Route: ComponentType<ResourceRouteProps>;
}

/** `/{path}` → `to`, replacing the history entry. */
export const redirectTo = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate to={to} replace />,
});
