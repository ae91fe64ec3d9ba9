/**
 * Publish events end to end (issue 29): a webhook made in the panel (Settings → Webhooks) against a local receiver;
 * a post scheduled a few seconds ahead appears on the demo site when its time comes, and the receiver gets exactly
 * one `post.published` for it, signed as the Standard Webhooks specification says (verified with the
 * `standardwebhooks` package, as a receiver would). Its URL then changes, and the old address on the site answers
 * 301 to the new one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, apiUrl, closeContexts, launchBrowser, openPage, panelUrl, signIn, siteUrl } from './support';

interface Delivery {
  headers: Record<string, string>;
  body: string;
}

let browser: Browser;
const received: Delivery[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    received.push({ headers, body });
    response.writeHead(204).end();
  });
});
let hookUrl = '';

beforeAll(async () => {
  browser = await launchBrowser();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/site`;
});
afterAll(async () => {
  await closeContexts(browser);
  await new Promise((resolve) => receiver.close(resolve));
});

const BLOG_ID = 'scheduled-with-a-hook';

describe('publish events', () => {
  it('a scheduled post fires one signed post.published when it appears; its old URL then answers 301', async () => {
    const { page } = await openPage(browser);
    await signIn(page);
    await page.goto(`${panelUrl()}/settings/webhooks`);
    await page.getByRole('button', { name: 'New webhook' }).click();
    const form = page.getByRole('form', { name: 'New webhook' });
    await form.getByRole('textbox', { name: /Name/ }).fill('Site rebuild (e2e)');
    await form.getByRole('textbox', { name: /URL/ }).fill(hookUrl);
    await form.getByRole('checkbox', { name: 'post.published' }).check();
    await form.getByRole('button', { name: 'Create Webhook' }).click();
    const secret = await page.getByRole('textbox', { name: 'Signing secret of Site rebuild (e2e)' }).inputValue();
    expect(secret).toMatch(/^whsec_/);

    const token = await apiSignIn();
    const auth = { Authorization: `Bearer ${token}` };
    const category = await fetch(`${apiUrl()}/category/addCategory`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ category: 'Hooked', categoryUrl: '/blog/hooked', categoryDescription: 'Scheduled posts' }),
    });
    expect(category.status).toBe(201);
    const form2 = new FormData();
    const fields = {
      blogId: BLOG_ID,
      blogTitle: 'Announced by a webhook',
      blogUrl: `${siteUrl()}/posts/${BLOG_ID}`,
      metaTitle: 'Announced by a webhook',
      metaDescription: 'A post scheduled a few seconds ahead, announced to a receiver when it appears.',
      description: '<p>On time.</p>',
      category: 'Hooked',
      status: 'scheduled',
      publishAt: new Date(Date.now() + 6000).toISOString(),
    };
    for (const [name, value] of Object.entries(fields)) form2.append(name, value);
    const created = await fetch(`${apiUrl()}/blogs/createBlog`, { method: 'POST', headers: auth, body: form2 });
    expect(created.status).toBe(201);
    expect((await fetch(`${siteUrl()}/posts/${BLOG_ID}`)).status).toBe(404);

    const published = () =>
      received.filter((delivery) => (JSON.parse(delivery.body) as { type: string }).type === 'post.published');
    await expect.poll(() => published().length, { timeout: 30_000, interval: 250 }).toBe(1);
    expect((await fetch(`${siteUrl()}/posts/${BLOG_ID}`)).status).toBe(200);
    const [delivery] = published();
    const verified = new Webhook(secret).verify(delivery!.body, delivery!.headers) as {
      type: string;
      data: { post: { blogId: string } };
    };
    expect(verified).toMatchObject({ type: 'post.published', data: { post: { blogId: BLOG_ID } } });
    // Exactly once: the scheduler runs every 2 s; several more runs send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(published()).toHaveLength(1);

    const moved = new FormData();
    moved.append('blogUrl', `${siteUrl()}/posts/${BLOG_ID}-moved`);
    const updated = await fetch(`${apiUrl()}/blogs/updateBlog/${BLOG_ID}`, {
      method: 'PUT',
      headers: auth,
      body: moved,
    });
    expect(updated.status).toBe(200);
    const old = await fetch(`${siteUrl()}/posts/${BLOG_ID}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`${siteUrl()}/posts/${BLOG_ID}-moved`);
  }, 90_000);
});
