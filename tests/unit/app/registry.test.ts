import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blog, category, RECORD_TYPES as CONTRACT_TYPES, RESOURCES } from '@/contract';
import { appMenu } from '@/app/layout/menu';
import { activityHref, RECORD_LINKS, recordHref } from '@/app/registry/records';
import { ADMIN_SECTIONS } from '@/app/registry/sections';
import { appRoutes } from '@/app/router';
import { blogResource } from '@/app/routes/blogs';
import { categoryResource } from '@/app/routes/categories';
import { metaResource } from '@/app/routes/meta';
import { listSearch, listUrlState } from '@/app/routes/listUrlState';
import { RECORD_TYPES, recordTypeLabel, recordTypePlural } from '@/shared/records/recordTypes';
import { isNavGroup } from '@/ui/Layout';

const handleOf = (path: string) => (matchRoutes(appRoutes, path) ?? []).at(-1)?.route.handle as unknown;
const pathOf = (path: string) => (matchRoutes(appRoutes, path) ?? []).at(-1)?.route.path;

describe('the record types', () => {
  it("are the contract's, in its order, each with the panel's words", () => {
    expect(RECORD_TYPES).toEqual(CONTRACT_TYPES);
    expect(RECORD_TYPES.map(recordTypeLabel)).toEqual([
      'Blog post',
      'Category',
      'Meta page',
      'Contact message',
      'Enquiry',
      'Content API key',
      'Image',
      'Webhook',
      'Redirect',
    ]);
    expect(RECORD_TYPES.map(recordTypePlural)).toEqual([
      'Blog posts',
      'Categories',
      'Meta pages',
      'Contact messages',
      'Enquiries',
      'Content API keys',
      'Images',
      'Webhooks',
      'Redirects',
    ]);
  });

  it('each open somewhere: a section of the app shows every type', () => {
    expect(RECORD_TYPES.filter((type) => !RECORD_LINKS[type])).toEqual([]);
  });

  it("name a record in an edit address by the contract's key: a post by its blogId, the others by their id", () => {
    for (const resource of [blogResource, categoryResource, metaResource]) {
      const byKey = RESOURCES[resource.type].key !== 'id';
      expect(recordHref(resource.type, { id: 7, recordId: byKey ? 'a post/7' : '7' })).toBe(
        `/${resource.type}/edit/${byKey ? 'a%20post%2F7' : '7'}`,
      );
    }
    expect(activityHref('category', '4')).toBe('/category/edit/4');
    expect(activityHref('contact', '6')).toBe('/contacts/list');
    expect(activityHref('enquiry', '7')).toBeNull();
  });
});

describe('a record type declared with defineAdminResource', () => {
  it("has its list, create and edit pages, titled in the spec's words, and `/{path}` leads to its list", () => {
    expect(handleOf('/category/list')).toEqual({ section: 'Category', title: 'Categories' });
    expect(handleOf('/category/create')).toEqual({ section: 'Category', title: 'Create Category' });
    expect(handleOf('/category/edit/3')).toEqual({ section: 'Category', title: 'Edit Category' });
    expect(handleOf('/blog/edit/a-post')).toEqual({ section: 'Blog', title: 'Edit Blog' });
    expect(handleOf('/meta/list')).toEqual({ section: 'Meta', title: 'Meta' });
    for (const resource of [blogResource, categoryResource, metaResource]) {
      const redirect = resource.redirects?.[0] as RouteObject;
      expect(redirect.path).toBe(resource.type);
    }
  });

  it("gives the palette its create actions, in the menu's order", () => {
    expect(ADMIN_SECTIONS.flatMap((section) => section.commands ?? [])).toEqual([
      { id: 'create-blog', label: 'Create blog', href: '/blog/create' },
      { id: 'create-category', label: 'Create category', href: '/category/create' },
      { id: 'create-meta', label: 'Create meta', href: '/meta/create' },
      { id: 'create-redirect', label: 'Create redirect', href: '/redirect/create' },
    ]);
  });
});

describe('the side menu', () => {
  const entries = appMenu.map((entry) =>
    isNavGroup(entry)
      ? [entry.label, entry.items.map((item) => `${item.label} ${item.href}`)]
      : [entry.label, entry.href],
  );

  it('is the one of docs/panel.md#layout, then SEO health, Trash and Settings', () => {
    expect(entries).toEqual([
      ['Dashboard', '/dashboard'],
      ['Blog', ['Create Blog /blog/create', 'List Blogs /blog/list']],
      ['Category', ['Create Category /category/create', 'List Categories /category/list']],
      ['Meta', ['Create Meta /meta/create', 'List Meta /meta/list']],
      [
        'Contact Us',
        [
          'List Contact Messages /contacts/list',
          'List Footer Contact /contacts/footer',
          'List Header Contact /contacts/header',
          'List Page Contact /contacts/page',
          'List All Enquiries /contacts/enquiries',
        ],
      ],
      ['Media', '/media'],
      ['Redirects', ['Create Redirect /redirect/create', 'List Redirects /redirect/list']],
      ['SEO health', '/seo'],
      ['Trash', '/trash'],
      ['Settings', ['Content API keys /settings/content-keys', 'Webhooks /settings/webhooks']],
    ]);
  });

  it('opens pages titled in its own words: "List X" opens "X", "Create X" opens "Create X" (docs/panel.md#layout)', () => {
    const items = appMenu.flatMap((entry) => (isNavGroup(entry) ? entry.items : []));
    const titled = items
      .filter((item) => /^(List|Create) /.test(item.label))
      .map((item) => ({ label: item.label, title: (handleOf(item.href) as { title: string }).title }));
    expect(titled.length).toBeGreaterThanOrEqual(12);
    for (const { label, title } of titled) expect(title, label).toBe(label.replace(/^List /, ''));
    // Each record type's edit page and its submit button say the menu's noun too.
    expect(handleOf('/blog/edit/a-post')).toEqual({ section: 'Blog', title: 'Edit Blog' });
  });

  it('leads only to pages of the router', () => {
    const hrefs = appMenu.flatMap((entry) => (isNavGroup(entry) ? entry.items.map((item) => item.href) : [entry.href]));
    for (const href of hrefs) expect(pathOf(href), href).not.toBe('*');
  });
});

describe("a list page's address, by the contract's list", () => {
  it('reads page, search, a sort of the list and its filters; a filter with fixed values takes only those', () => {
    const search = new URLSearchParams('page=2&q=forms&sort=title&category=News&status=bogus&other=x');
    expect(listUrlState(blog.list, search)).toEqual({
      page: 2,
      q: 'forms',
      sort: 'title',
      category: 'News',
      status: undefined,
    });
    expect(listUrlState(blog.list, new URLSearchParams('status=draft&page=1&sort=name')).status).toBe('draft');
    expect(listUrlState(category.list, new URLSearchParams('page=1&sort=constructor'))).toEqual({
      page: undefined,
      q: undefined,
      sort: undefined,
    });
  });

  it('writes search, sort (not the default), filters and page (not 1), leaving out empty values', () => {
    expect(listSearch(category.list, { q: 'guides', sort: 'name', page: 1 }).toString()).toBe('q=guides');
    expect(listSearch(category.list, { page: 3, sort: 'newest', q: 'guides' }).toString()).toBe(
      'q=guides&sort=newest&page=3',
    );
    expect(listSearch(blog.list, { page: 2, status: 'draft', category: '', q: 'x', sort: 'newest' }).toString()).toBe(
      'q=x&status=draft&page=2',
    );
  });
});
