/**
 * The demo website on a 375 px phone, with posts that stretch it (a word longer than the screen, a long category
 * name, no image, an embed), and axe on every kind of page in Chromium.
 */
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, apiUrl, closeContexts, launchBrowser, siteUrl } from './support';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

const CATEGORY = 'Internationalisation, localisation and accessibility for multilingual websites';
const LONG_WORD = `Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz${'x'.repeat(40)}`;
const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

let browser: Browser;
let token = '';

async function createPost(blogId: string, description: string) {
  const form = new FormData();
  const fields = {
    blogId,
    blogTitle: `Phone ${blogId}`,
    blogUrl: `${siteUrl()}/posts/${blogId}`,
    metaTitle: `Phone ${blogId}`,
    metaDescription: 'A post that stretches a phone screen: long words, long names, embeds and no image.',
    description,
    category: CATEGORY,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const created = await fetch(`${apiUrl()}/blogs/createBlog`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status, await created.clone().text()).toBe(201);
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
  const category = await fetch(`${apiUrl()}/category/addCategory`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ category: CATEGORY, categoryUrl: '/blog/i18n', categoryDescription: 'Long names.' }),
  });
  expect(category.status).toBe(201);
  await createPost('phone-long-word', `<p>${LONG_WORD} and more words after it.</p>`);
  await createPost('phone-embed', `<p>Watch this:</p><iframe src="${EMBED}"></iframe>`);
});
afterAll(async () => {
  await closeContexts(browser);
});

/** A phone-sized page; axe is injected as a script, so the page's CSP is bypassed for it. Embeds load nothing. */
async function phone(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, bypassCSP: true });
  const page = await context.newPage();
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ status: 200, body: '' }));
  return page;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const { violations } = await (
      window as unknown as {
        axe: { run: (options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found;
}

describe('the demo website on a phone', () => {
  it('fits 375 px: long words wrap, the category select fits, no card is pushed sideways', async () => {
    const page = await phone();
    await page.goto(`${siteUrl()}/?category=${encodeURIComponent(CATEGORY)}`);
    await page.locator('#posts-status:not(:has-text("Loading"))').waitFor();
    await page.locator('#category-filter option', { hasText: CATEGORY }).waitFor({ state: 'attached' });
    await expect(page.locator('#posts li').count()).resolves.toBe(2);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const select = await page.locator('#category-filter').boundingBox();
    expect((select?.x ?? 0) + (select?.width ?? Infinity)).toBeLessThanOrEqual(375);
    for (const card of await page.locator('#posts li').all()) {
      const box = await card.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);
    }
    await expect(page.locator('.card__excerpt').first().getAttribute('dir')).resolves.toBe('auto');
    await expect(page.locator('.card__title').first().getAttribute('dir')).resolves.toBe('auto');
    await page.context().close();
  });

  it('shows a post without an image with no "null", its text marked dir="auto", and names its embed', async () => {
    const page = await phone();
    await page.goto(`${siteUrl()}/posts/phone-long-word`);
    await page.getByRole('heading', { level: 1, name: 'Phone phone-long-word' }).waitFor();
    expect(await page.locator('#post').innerText()).not.toMatch(/\bnull\b/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expect(page.locator('#post h1').getAttribute('dir')).resolves.toBe('auto');
    await expect(page.locator('.post-body').getAttribute('dir')).resolves.toBe('auto');

    await page.goto(`${siteUrl()}/posts/phone-embed`);
    const frame = page.locator('.post-body iframe');
    await frame.waitFor({ state: 'attached' });
    await expect(frame.getAttribute('title')).resolves.toBe('Embedded video from YouTube');
    await page.context().close();
  });

  it('has no axe violations on the home page, a post, an embed, the about and contact pages and the 404 page', async () => {
    const page = await phone();
    for (const [path, ready] of [
      ['/', '#posts-status:not(:has-text("Loading"))'],
      ['/posts/phone-long-word', '.post-body'],
      ['/posts/phone-embed', '.post-body iframe'],
      ['/about', '#page-form'],
      ['/contact', 'form'],
      ['/posts/no-such-post', 'h1'],
    ] as const) {
      await page.goto(`${siteUrl()}${path}`);
      await page.locator(ready).first().waitFor({ state: 'attached' });
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.context().close();
  });
});
