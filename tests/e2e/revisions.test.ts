import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, apiUrl, closeContexts, launchBrowser, openPage, panelUrl, signIn, siteUrl } from './support';

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
  const category = await call('POST', '/category/addCategory', {
    category: 'History Test',
    categoryUrl: '/blog/history-test',
    categoryDescription: 'Posts the history journey edits.',
  });
  expect(category.status).toBe(201);
});
afterAll(async () => {
  await closeContexts(browser);
});

function call(method: string, path: string, body?: object | FormData) {
  const json = body !== undefined && !(body instanceof FormData);
  return fetch(`${apiUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
}

async function createPost(blogId: string, title: string, status: 'published' | 'draft') {
  const form = new FormData();
  const fields = {
    blogId,
    blogTitle: title,
    blogUrl: `https://www.example.com/blog/${blogId}`,
    metaTitle: title,
    metaDescription: `About ${title}.`,
    description: `<p>The first words of ${title}.</p>`,
    category: 'History Test',
    status,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  expect((await call('POST', '/blogs/createBlog', form)).status).toBe(201);
}

async function editPost(blogId: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  expect((await call('PUT', `/blogs/updateBlog/${blogId}`, form)).status).toBe(200);
}

describe('revisions and draft preview', () => {
  it('restores the first version of a post edited twice, and the site shows it', async () => {
    await createPost('history-journey', 'The good title', 'published');
    await editPost('history-journey', { blogTitle: 'A broken title' });
    await editPost('history-journey', { blogTitle: 'A worse title' });

    const { page, problems } = await openPage(browser);
    await signIn(page);
    await page.goto(`${panelUrl()}/blog/edit/history-journey`);
    await expect(page.getByLabel(/^Title/).inputValue()).resolves.toBe('A worse title');
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'History' });
    const versions = dialog.getByRole('navigation', { name: 'Versions' }).getByRole('button');
    await expect.poll(() => versions.count()).toBe(3);
    await versions.nth(2).click();
    const title = dialog.getByRole('region', { name: 'Title' });
    await expect(title.locator('del').first().textContent()).resolves.toContain('good');
    await expect(title.locator('ins').first().textContent()).resolves.toContain('worse');
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore this version' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByLabel(/^Title/).inputValue()).toBe('The good title');
    await page
      .getByRole('status')
      .getByText(/^Restored the version of/)
      .waitFor();

    const { page: site } = await openPage(browser);
    await site.goto(`${siteUrl()}/posts/history-journey`);
    await expect.poll(() => site.locator('h1').textContent()).toBe('The good title');
    await site.close();
    expect(problems).toEqual([]);
  });

  it('previews a draft on the site, then the revoked link is a 404', async () => {
    await createPost('preview-journey', 'Not announced yet', 'draft');
    const { page, context } = await openPage(browser);
    await signIn(page);
    await page.goto(`${panelUrl()}/blog/edit/preview-journey`);
    await page.getByLabel(/^Title/).waitFor();
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = await opened;
    await preview.waitForURL(/\/preview\/pv_/);
    await preview.getByText('Preview — not published').waitFor();
    await expect.poll(() => preview.locator('h1').textContent()).toBe('Not announced yet');
    await expect(preview.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    // The post itself is not on the site.
    const post = await fetch(`${siteUrl()}/posts/preview-journey`);
    expect(post.status).toBe(404);

    expect((await call('DELETE', '/blogs/previewLink/preview-journey')).status).toBe(200);
    const again = await preview.reload();
    expect(again?.status()).toBe(404);
    await expect(preview.getByText('Not announced yet').count()).resolves.toBe(0);
  });
});
