import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv';
import {
  TINY_PNG,
  apiUrl,
  closeContexts,
  launchBrowser,
  openPage,
  panelUrl,
  readDownload,
  signIn,
  siteUrl,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** Fills the panel's blog form (category "Site News" must exist) and picks a featured image when asked. */
async function fillPost(page: Page, title: string, blogId: string, withImage = false) {
  await page.goto(`${panelUrl()}/blog/create`);
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Blog URL/).fill(`https://www.example.com/blog/${blogId}`);
  await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Site News' });
  await page.getByLabel(/^Meta Title/).fill(`${title} | Meta`);
  await page.getByLabel(/^Meta Description/).fill(`What "${title}" is about.`);
  if (withImage)
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('textbox', { name: /^Content/ }).click();
  await page.keyboard.type(`The body of ${title}.`);
  await expect(page.getByLabel(/^Blog ID/).inputValue()).resolves.toBe(blogId);
}

/** The posts this journey writes; other e2e files publish posts on the same server, in any order. */
const OWN_TITLES = new Set(['Live on the site', 'Only a draft', 'Coming soon']);

/** The titles of this journey's posts on the site's home page (in the site's order), once it has loaded. */
async function siteTitles(page: Page): Promise<string[]> {
  await page.goto(siteUrl());
  await page.locator('#posts-status:not(:has-text("Loading"))').waitFor();
  return (await page.locator('#posts h2').allTextContents()).filter((title) => OWN_TITLES.has(title));
}

describe('the demo website', () => {
  it('publish → on the site with its image and head; draft → not; scheduled → appears after its time', async () => {
    const admin = await openPage(browser);
    const { page } = admin;
    await signIn(page);
    await page.goto(`${panelUrl()}/category/create`);
    await page.getByLabel(/^Name/).fill('Site News');
    await page.getByLabel(/^Description/).fill('Posts the demo site shows');
    await page.getByLabel(/^Category URL/).fill('/blog/site-news');
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.waitForURL('**/category/list');

    await fillPost(page, 'Live on the site', 'live-on-the-site', true);
    await page.getByRole('button', { name: 'Create Blog' }).click();
    await page.waitForURL('**/blog/list**');

    await fillPost(page, 'Only a draft', 'only-a-draft');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Draft' });
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.waitForURL('**/blog/list**');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Only a draft' }) })
      .getByText('Draft', { exact: true })
      .waitFor();

    await fillPost(page, 'Coming soon', 'coming-soon');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Scheduled' });
    // Some seconds ahead (room for the steps before the visitor's first look, on a loaded machine), in the browser's
    // local time (the input keeps whole seconds).
    const publishAt = Math.floor((Date.now() + 20_000) / 1000) * 1000;
    const local = await page.evaluate((at) => {
      const d = new Date(at);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    }, publishAt);
    await page.getByLabel(/^Publish on/).fill(local);
    await page.getByRole('button', { name: 'Schedule Post' }).click();
    await page.waitForURL('**/blog/list**');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Coming soon' }) })
      .getByText(/^Scheduled for/)
      .waitFor();

    // The visitor's side.
    const visitor = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const site = visitor.page;
    visitor.expectStatus('/content/posts/only-a-draft', 404);
    // Scheduled and its time not come yet: not on the site (no job runs; the API decides when it is read).
    expect(await siteTitles(site)).toEqual(['Live on the site']);
    expect(Date.now()).toBeLessThan(publishAt);
    const card = site.locator('#posts li').filter({ hasText: 'Live on the site' });
    await expect(card.getByText('Site News').isVisible()).resolves.toBe(true);
    await expect(card.locator('p.card__excerpt').textContent()).resolves.toBe('The body of Live on the site.');
    const cardImage = card.locator('img');
    await expect(cardImage.getAttribute('src')).resolves.toMatch(
      new RegExp(`^${apiUrl().replace(/[.]/g, '\\.')}/content/images/blogs/`),
    );
    // The upload is a library image: the card may show a rendition of it, so it is checked as loaded, not by size.
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await card.getByRole('link', { name: 'Live on the site' }).click();
    await site.waitForURL('**/posts/live-on-the-site');
    await site.getByRole('heading', { level: 1, name: 'Live on the site' }).waitFor();
    await expect(site.title()).resolves.toBe('Live on the site | Meta');
    await expect(site.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      'What "Live on the site" is about.',
    );
    await expect(site.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
      'https://www.example.com/blog/live-on-the-site',
    );
    await expect(site.locator('.post-body').textContent()).resolves.toBe('The body of Live on the site.');
    await expect(
      site
        .getByRole('img', { name: 'Featured image of Live on the site' })
        .evaluate((i: HTMLImageElement) => i.naturalWidth),
    ).resolves.toBeGreaterThan(0);
    await expect(site.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).resolves.toBe(
      `${apiUrl()}/content/feed.xml`,
    );

    // A draft is not a page of the site: HTTP 404 with the site's 404 page.
    visitor.expectStatus('/posts/only-a-draft', 404);
    const draftPage = await site.goto(`${siteUrl()}/posts/only-a-draft`);
    expect(draftPage?.status()).toBe(404);
    await site.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    // A page whose head comes from the panel's Meta page for its URL.
    const token = await page.evaluate(() => window.localStorage.getItem('admin_token'));
    const created = await fetch(`${apiUrl()}/meta/createMeta`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        metaTitle: 'About the studio',
        metaDescription: 'Who builds the demo site.',
        pageMeta: 'About',
        metaUrl: `${siteUrl()}/about/`,
      }),
    });
    expect(created.status).toBe(201);
    await site.goto(`${siteUrl()}/about`);
    await expect.poll(() => site.title()).toBe('About the studio');
    await expect(site.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      'Who builds the demo site.',
    );

    // Scheduled: there once its time has come.
    await expect
      .poll(() => siteTitles(site), { timeout: 45_000, interval: 1_000 })
      .toEqual(['Coming soon', 'Live on the site']);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt);

    expect(admin.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    await admin.close();
    await visitor.close();
  });

  it('a visitor sends each of the four forms; each lands in its inbox list and the CSV export', async () => {
    const visitor = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const site = visitor.page;

    await site.goto(siteUrl());
    const footer = site.getByRole('form', { name: 'Quick enquiry' });
    await footer.getByLabel('Your name').fill('Fatima Footer');
    await footer.getByLabel('Email').fill('not-an-email');
    await footer.getByLabel('Message').fill('Do you build shops?');
    visitor.expectStatus('/api/enquiries', 400);
    await footer.getByRole('button', { name: 'Send' }).click();
    // The server's field error, next to its field and linked to it.
    const email = footer.getByLabel('Email');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await email.getAttribute('aria-describedby')) ?? '';
    await expect(site.locator(`#${errorId}`).textContent()).resolves.toMatch(/^Email /);
    await expect(footer.getByRole('alert').textContent()).resolves.toContain('Please fix the highlighted fields.');
    await email.fill('fatima@example.com');
    await footer.getByRole('button', { name: 'Send' }).click();
    await site.getByRole('status').filter({ hasText: 'Thank you, Fatima Footer!' }).waitFor();

    await site.getByRole('button', { name: 'Get a quote' }).click();
    const quote = site.getByRole('dialog', { name: 'Get a quote' });
    await quote.getByLabel('Your name').fill('Hector Header');
    await quote.getByLabel('Email').fill('hector@example.com');
    await quote.getByLabel('Phone (optional)').fill('+1 555 0199');
    await quote.getByLabel('Message').fill('A quote for a new website, please.');
    await quote.getByRole('button', { name: 'Request a quote' }).click();
    await quote.getByText('Thank you, Hector Header!').waitFor();
    await site.keyboard.press('Escape');

    visitor.expectStatus('/content/meta', 404); // no Meta page for /about: the page keeps its own head
    await site.goto(`${siteUrl()}/about`);
    const pageForm = site.getByRole('form', { name: 'Ask about this service' });
    await pageForm.getByLabel('Your name').fill('Paula Page');
    await pageForm.getByLabel('Email').fill('paula@example.com');
    await pageForm.getByLabel('Message').fill('Tell me about content plans.');
    await pageForm.getByRole('button', { name: 'Send enquiry' }).click();
    await site.getByText('Thank you, Paula Page!').waitFor();

    await site.goto(`${siteUrl()}/contact`);
    const contact = site.getByRole('form', { name: 'Contact us' });
    await contact.getByLabel('Your name').fill('Carl Contact');
    await contact.getByLabel('Email').fill('carl@example.com');
    await contact.getByLabel('Subject').fill('Feedback');
    await contact.getByLabel('Message').fill('Lovely site.');
    // Too many messages: the visitor is told to wait (the real limit has its own server tests).
    await site.route('**/contacts/submit', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': siteUrl() },
        body: JSON.stringify({ message: 'Too many messages. Please try again later.', retryAfterSeconds: 300 }),
      }),
    );
    visitor.expectStatus('/contacts/submit', 429);
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => contact.getByRole('alert').textContent())
      .toBe('You have sent several messages in a short time. Please try again in 5 minutes.');
    await site.unroute('**/contacts/submit');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await site.getByText('Thank you, Carl Contact!').waitFor();
    expect(visitor.problems).toEqual([]);
    await visitor.close();

    // The administrator's side: each in its list, and the enquiries in their CSV export.
    const { page, problems, close } = await openPage(browser);
    await signIn(page);
    for (const [list, email, pageUrl] of [
      ['footer', 'fatima@example.com', `${siteUrl()}/`],
      ['header', 'hector@example.com', `${siteUrl()}/`],
      ['page', 'paula@example.com', `${siteUrl()}/about`],
    ] as const) {
      await page.goto(`${panelUrl()}/contacts/${list}`);
      await page.getByRole('listitem').filter({ hasText: email }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const [header, ...rows] = parseCsv(await readDownload(download));
      const row = rows.find((cells) => cells.includes(email));
      expect(row, `${list} CSV`).toBeDefined();
      const page_ = header?.findIndex((h) => /page/i.test(h)) ?? -1;
      expect(row?.[page_], `${list} enquiryPage`).toBe(pageUrl);
    }
    await page.goto(`${panelUrl()}/contacts/list`);
    await page.getByRole('listitem').filter({ hasText: 'carl@example.com' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
