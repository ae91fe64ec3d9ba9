/**
 * Stored HTML, rendered: a corpus of XSS payloads is stored through the API, then the built panel renders each post in
 * the view modal and in the editor. Page-side traps record any script that runs (alert/confirm/prompt, a fetch or
 * image request to the marker, a read of document.cookie); none may fire, and no javascript: link or event-handler
 * attribute may reach the DOM.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_CORPUS, XSS_MARKER } from '../../server/test/fixtures/xss-corpus';
import { apiSignIn, apiUrl, closeContexts, launchBrowser, openPage, panelUrl, signIn } from './support';

const GROUP = 12;
let browser: Browser;
const stored: { blogId: string; title: string }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiSignIn();
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  await fetch(`${apiUrl()}/category/addCategory`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ category: 'XSS', categoryUrl: '/blog/xss', categoryDescription: 'Hostile HTML' }),
  });
  let n = 0;
  const store = async (payloads: typeof XSS_CORPUS) => {
    const blogId = `xss-${n}`;
    const title = `XSS post ${n++}`;
    const response = await fetch(`${apiUrl()}/blogs/createBlog`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        blogId,
        blogTitle: title,
        blogUrl: `https://example.com/${blogId}`,
        metaTitle: title,
        metaDescription: 'Hostile HTML, sanitised',
        description: payloads.map((p) => `<p>payload ${p.name}</p>${p.html}`).join('\n'),
        category: 'XSS',
      }),
    });
    if (response.status === 201) stored.push({ blogId, title });
    return response.status;
  };
  // Characters the server refuses outright (NUL, lone surrogates) go alone, so one refusal does not hide a group.
  // eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
  const refusedOutright = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  const single = XSS_CORPUS.filter((p) => refusedOutright.test(p.html));
  const grouped = XSS_CORPUS.filter((p) => !refusedOutright.test(p.html));
  for (const payload of single) expect([201, 400]).toContain(await store([payload]));
  for (let i = 0; i * GROUP < grouped.length; i++) {
    const group = grouped.slice(i * GROUP, (i + 1) * GROUP);
    const status = await store(group);
    if (status === 201) continue;
    expect(status).toBe(400);
    for (const payload of group) expect([201, 400]).toContain(await store([payload]));
  }
  expect(stored.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await closeContexts(browser);
});

const TRAPS = `(() => {
  window.__xss = [];
  const hit = (what) => window.__xss.push(what);
  window.alert = (m) => hit('alert ' + m);
  window.confirm = (m) => { hit('confirm ' + m); return false; };
  window.prompt = (m) => { hit('prompt ' + m); return null; };
  const realFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (String(input && input.url ? input.url : input).includes('${XSS_MARKER}')) hit('fetch ' + String(input));
    return realFetch(input, init);
  };
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get() { hit('cookie read'); return cookie.get.call(this); },
    set(v) { hit('cookie write'); cookie.set.call(this, v); },
  });
})();`;

async function inspect(page: Page, root: string) {
  return page.evaluate((selector) => {
    const scope = document.querySelector(selector);
    if (!scope) return { missing: true, scripts: 0, handlers: [] as string[], jsLinks: [] as string[] };
    const handlers: string[] = [];
    const jsLinks: string[] = [];
    for (const el of Array.from(scope.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) handlers.push(`${el.tagName} ${attr.name}`);
        if (
          /^(href|src|action|formaction|xlink:href|data)$/i.test(attr.name) &&
          /^\s*(javascript|vbscript):/i.test(attr.value)
        )
          jsLinks.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
    }
    return { missing: false, scripts: scope.querySelectorAll('script').length, handlers, jsLinks };
  }, root);
}

describe('stored XSS payloads rendered by the panel', () => {
  it(
    `run no script in the view modal or the editor (${XSS_CORPUS.length} payloads)`,
    { timeout: 240_000 },
    async () => {
      const { page, problems, close } = await openPage(browser);
      const markerRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(XSS_MARKER)) markerRequests.push(request.url());
      });
      await page.addInitScript(TRAPS);
      let pageLoads = 0;
      page.on('load', () => pageLoads++);
      // Allowed media (images, video embeds) point at outside hosts this closed network cannot reach: answer them empty.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 204, body: '' }));
      await signIn(page);
      console.log(`rendering ${stored.length} stored posts`);

      // One page load: each post is found with the list's search box, viewed, and opened in the editor by the
      // list's own buttons, and Back returns to the list, all inside the app, as a person moves through it. A page
      // load per post cost the browser far more (bench/results/test-time.md).
      await page.goto(`${panelUrl()}/blog/list`);
      const search = page.getByRole('searchbox', { name: 'Search blog posts' });
      await search.waitFor();
      const loadsBefore = pageLoads;
      for (const { blogId, title } of stored) {
        await search.fill(blogId);
        await page.getByRole('button', { name: `View ${title}`, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog
          .getByText(/payload /)
          .first()
          .waitFor();
        await page.waitForTimeout(150); // give any injected handler (onload, onerror, autofocus) a chance to fire
        const view = await inspect(page, '[role="dialog"]');
        expect(view, title).toEqual({ missing: false, scripts: 0, handlers: [], jsLinks: [] });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
        await page.waitForURL(`**/blog/edit/${blogId}`);
        await page
          .locator('.ql-editor')
          .getByText(/payload /)
          .first()
          .waitFor();
        await page.waitForTimeout(150);
        const editor = await inspect(page, '.ql-editor');
        expect(editor, `${title} in the editor`).toEqual({ missing: false, scripts: 0, handlers: [], jsLinks: [] });
        await page.goBack();
        await search.waitFor();
      }
      expect(pageLoads - loadsBefore, 'no page load after the list’s').toBe(0);

      expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
      expect(markerRequests).toEqual([]);
      // Not even a blocked attempt: a Content Security Policy report for an inline handler would mean the page built
      // one (Quill's syntax code block once wrote a stored data-language back unescaped). No console error at all,
      // and no failed request.
      // The one exception: the panel's policy lets images load only from itself, the API, data: and blob: URLs
      // (issue 17 item 14), so a post's image on another host is blocked, not shown; that block is the policy working.
      const outsideImage = [
        /^console error: Loading the image 'https:\/\/example\.com\/a\.png' violates the following Content Security Policy directive: "img-src /,
        /^request failed: GET https:\/\/example\.com\/a\.png csp$/,
      ];
      expect(problems.filter((problem) => !outsideImage.some((blocked) => blocked.test(problem)))).toEqual([]);
      await close();
    },
  );
});
