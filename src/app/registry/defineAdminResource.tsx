import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RECORD_TYPE_INFO, type RecordType } from '@/shared/records/recordTypes';
import type { RouteHandle } from '../layout/usePageTitle';
import {
  redirectTo,
  type AdminSection,
  type FormPage,
  type ListPage,
  type RecordLinks,
  type ResourcePaths,
  type ResourceRouteProps,
} from './section';

/** The words of a record type's pages, menu group and palette action, exact (docs/panel.md#screens-and-routes). */
export interface AdminResourceWords {
  /** The side-menu group, shown in the top bar of its pages: "Category". */
  section: string;
  /** The headings (and tab titles) of its list, create and edit pages: "Categories", "Create Category", … */
  list: string;
  create: string;
  edit: string;
  /** The side menu's links: "Create Category", "List Categories". */
  menuCreate: string;
  menuList: string;
  /** The palette's action: "Create category". */
  command: string;
}

export interface AdminResourceConfig<T extends RecordType> {
  /** The contract's record type. */
  type: T;
  /** The address segment: `/{path}/list`, `/{path}/create`, `/{path}/edit/:id`; `/{path}` redirects to the list. */
  path: string;
  /** The side-menu group's icon. */
  icon: ReactNode;
  words: AdminResourceWords;
  /** What an edit address names: the id, or a key of the record's own (a blog's blogId). @default 'id' */
  editBy?: 'id' | 'recordId';
  /** The list page's lazy module (its screen on the generic list route, routes/listPage.tsx). */
  list: () => Promise<{ page: ListPage }>;
  /** The create and edit pages' lazy module (routes/FormRoute.tsx). */
  form: () => Promise<{ page: FormPage }>;
}

/** A record type of the panel, with everything the app derives from it. */
export interface AdminResource<T extends RecordType = RecordType> extends AdminSection, ResourcePaths {
  type: T;
  routes: RouteObject[];
  menu: NonNullable<AdminSection['menu']>;
}

/**
 * A record type's part of the app, declared once: its three pages (lazy: the screens load with the page, not with
 * the shell), the redirect from `/{path}`, its side-menu group, its palette action and where its records open.
 * Pages take ids and callbacks; the page modules bind a feature's screen to the generic routes, which do the rest.
 */
export function defineAdminResource<T extends RecordType>(config: AdminResourceConfig<T>): AdminResource<T> {
  const { type, path, icon, words } = config;
  const paths: ResourcePaths = {
    type,
    listHref: `/${path}/list`,
    createHref: `/${path}/create`,
    editHref: (key) => `/${path}/edit/${encodeURIComponent(String(key))}`,
    subject: `this ${RECORD_TYPE_INFO[type].noun.one}`,
  };
  const withPaths = (Route: ComponentType<ResourceRouteProps>) =>
    function ResourcePage() {
      return <Route resource={paths} />;
    };
  const handle = (title: string): RouteHandle => ({ section: words.section, title });
  const form = async () => ({ Component: withPaths((await config.form()).page.Route) });
  const links: RecordLinks = {
    open: (ref) => paths.editHref(config.editBy === 'recordId' ? ref.recordId : ref.id),
  };
  return {
    ...paths,
    type,
    routes: [
      {
        path: `${path}/list`,
        handle: handle(words.list),
        lazy: async () => {
          const { page } = await config.list();
          return { Component: withPaths(page.Route), ...(page.loader ? { loader: page.loader } : {}) };
        },
      },
      { path: `${path}/create`, handle: handle(words.create), lazy: form },
      { path: `${path}/edit/:id`, handle: handle(words.edit), lazy: form },
    ],
    redirects: [redirectTo(path, paths.listHref)],
    menu: {
      label: words.section,
      icon,
      items: [
        { label: words.menuCreate, href: paths.createHref },
        { label: words.menuList, href: paths.listHref },
      ],
    },
    commands: [{ id: `create-${type}`, label: words.command, href: paths.createHref }],
    records: { [type]: links },
  };
}
