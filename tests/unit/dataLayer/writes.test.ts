import type { Atom, WritableAtom } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  blogDetailAtom,
  blogListAtom,
  blogWriteErrorAtom,
  createBlogAtom,
  deleteBlogAtom,
  updateBlogAtom,
} from '../../../src/features/blogs/atoms';
import {
  categoryListAtom,
  createCategoryAtom,
  deleteCategoryAtom,
  updateCategoryAtom,
} from '../../../src/features/categories/atoms';
import {
  contactListAtom,
  deleteContactAtom,
  deleteEnquiryAtom,
  enquiryListAtoms,
  updateContactStatusAtom,
} from '../../../src/features/contacts/atoms';
import { createMetaAtom, deleteMetaAtom, metaListAtom, updateMetaAtom } from '../../../src/features/meta/atoms';
import type { ListView } from '../../../src/shared/query/listView';
import type { WriteOutcome } from '../../../src/shared/query/defineWrite';
import { expireSessionAtom, isSignedInAtom, returnToAtom } from '../../../src/shared/session';
import { sessionExpiredHandlerAtom } from '../../../src/shared/api/apiClientAtom';
import { createMockStore, type Scenario } from '../../../src/mocks';

type ListAtom = Atom<ListView<{ id: number }>>;

async function withList(list: ListAtom, scenario: Scenario = 'default') {
  const mock = createMockStore({ scenario });
  mock.store.sub(list, () => {});
  await expect.poll(() => mock.store.get(list).status).toMatch(/loaded|error/);
  return mock;
}

function listCalls(mock: Awaited<ReturnType<typeof withList>>, path: string) {
  return mock.api.requests.filter((r) => r.method === 'GET' && r.path === path).length;
}

async function expectRefetch<V>(
  list: ListAtom,
  path: string,
  write: WritableAtom<null, [V], Promise<WriteOutcome<unknown>>>,
  vars: V,
  change: number,
) {
  const mock = await withList(list);
  const before = mock.store.get(list).total;
  const outcome = await mock.store.set(write, vars);
  expect(outcome.ok).toBe(true);
  expect(listCalls(mock, path)).toBe(2);
  await expect.poll(() => mock.store.get(list).total).toBe(before + change);
}

const blog = {
  title: 'New Post',
  blogId: 'new-post',
  blogUrl: 'https://example.com/blog/new-post',
  categoryName: 'Design',
  metaTitle: 'New Post',
  metaDescription: 'A new post',
  content: '<p>Body</p>',
};

describe('every successful write re-fetches its list (docs/panel.md#states)', () => {
  it('blogs: create, update, delete', async () => {
    await expectRefetch(blogListAtom as ListAtom, '/blogs/list', createBlogAtom, blog, 1);
    await expectRefetch(
      blogListAtom as ListAtom,
      '/blogs/list',
      updateBlogAtom,
      { blogId: 'designing-forms-people-finish', update: { title: 'Forms' } },
      0,
    );
    await expectRefetch(blogListAtom as ListAtom, '/blogs/list', deleteBlogAtom, 'designing-forms-people-finish', -1);
  });

  it('categories: create, update, delete', async () => {
    const created = { name: 'Case Studies', description: 'Client stories', categoryUrl: '/blog/case-studies' };
    await expectRefetch(categoryListAtom as ListAtom, '/category/listCategories', createCategoryAtom, created, 1);
    const original = {
      id: 2,
      name: 'Design',
      description: 'x',
      categoryUrl: '/blog/design',
      createdAt: '',
      blogCount: 2,
      version: 1,
    };
    await expectRefetch(
      categoryListAtom as ListAtom,
      '/category/listCategories',
      updateCategoryAtom,
      { original, next: { name: 'Visual Design', description: 'x' } },
      0,
    );
    const mock = await withList(categoryListAtom, 'empty');
    const made = await mock.store.set(createCategoryAtom, created);
    expect(made.ok).toBe(true);
    expect((await mock.store.set(deleteCategoryAtom, made.ok ? made.data.id : 0)).ok).toBe(true);
    expect(listCalls(mock, '/category/listCategories')).toBe(3);
  });

  it('metas: create, update, delete', async () => {
    const input = {
      metaTitle: 'Pricing',
      metaUrl: 'https://www.example.com/pricing',
      pageMeta: 'pricing',
      metaDescription: 'Plans',
    };
    await expectRefetch(metaListAtom as ListAtom, '/meta/list', createMetaAtom, input, 1);
    await expectRefetch(
      metaListAtom as ListAtom,
      '/meta/list',
      updateMetaAtom,
      { id: 1, update: { pageMeta: 'start' } },
      0,
    );
    await expectRefetch(metaListAtom as ListAtom, '/meta/list', deleteMetaAtom, 1, -1);
  });

  it('contacts and enquiries: status, delete', async () => {
    await expectRefetch(
      contactListAtom as ListAtom,
      '/contacts/list',
      updateContactStatusAtom,
      { id: 1, status: 'read' as const },
      0,
    );
    await expectRefetch(contactListAtom as ListAtom, '/contacts/list', deleteContactAtom, 1, -1);
    await expectRefetch(enquiryListAtoms.FOOTER as ListAtom, '/api/enquiries/list', deleteEnquiryAtom, 1, -1);
  });
});

describe('write failures (docs/panel.md#messages)', () => {
  it('set the feature error text and resolve ok: false, without re-fetching', async () => {
    const mock = await withList(blogListAtom, 'saveError');
    const outcome = await mock.store.set(createBlogAtom, blog);
    expect(outcome).toMatchObject({ ok: false, message: 'Failed to create blog' });
    expect(mock.store.get(blogWriteErrorAtom)).toBe('Failed to create blog');
    expect(listCalls(mock, '/blogs/list')).toBe(1);
    expect((await mock.store.set(deleteBlogAtom, 'x')).ok).toBe(false);
    expect(mock.store.get(blogWriteErrorAtom)).toBe('Failed to delete blog');
  });

  it('carry the server field errors for the validationError scenario', async () => {
    const mock = await withList(blogListAtom, 'validationError');
    const outcome = await mock.store.set(updateBlogAtom, { blogId: 'x', update: { title: 'y' } });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({
      status: 400,
      fieldErrors: { blogUrl: expect.any(String) as string },
    });
    expect(mock.store.get(blogWriteErrorAtom)).toBe('Failed to update blog');
  });

  it('a stale version is a 409 with the current record (conflict scenario)', async () => {
    const mock = await withList(blogListAtom, 'conflict');
    const outcome = await mock.store.set(updateBlogAtom, {
      blogId: 'designing-forms-people-finish',
      update: { title: 'y', version: 1 },
    });
    expect(!outcome.ok && outcome.error).toMatchObject({
      status: 409,
      body: { current: { blogId: 'designing-forms-people-finish' } },
    });
  });
});

describe('list states', () => {
  it('error shows the thrown message; sessionExpired signs out and remembers the path', async () => {
    const failing = await withList(blogListAtom, 'listError');
    expect(failing.store.get(blogListAtom)).toMatchObject({ status: 'error', error: 'HTTP error! status: 500' });

    const mock = createMockStore({ scenario: 'sessionExpired' });
    mock.store.set(sessionExpiredHandlerAtom, () => mock.store.set(expireSessionAtom, '/blog/list'));
    mock.store.sub(blogListAtom, () => {});
    await expect.poll(() => mock.store.get(isSignedInAtom)).toBe(false);
    expect(mock.store.get(returnToAtom)).toBe('/blog/list');
  });

  it('refreshing while a loaded list re-fetches; detail atoms load one record', async () => {
    const mock = await withList(blogListAtom, 'slow');
    mock.store.get(blogListAtom).refetch();
    await expect.poll(() => mock.store.get(blogListAtom).status).toBe('refreshing');
    await expect.poll(() => mock.store.get(blogListAtom).status, { timeout: 3000 }).toBe('loaded');
    const detail = blogDetailAtom('our-spring-product-update');
    mock.store.sub(detail, () => {});
    await expect.poll(() => mock.store.get(detail).data?.title, { timeout: 3000 }).toBe('Our Spring Product Update');
  });
});
