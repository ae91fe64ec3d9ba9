import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, closeContexts, launchBrowser, openPage } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

describe('the API reference page', () => {
  it('renders the OpenAPI document from the server alone, within its CSP', async () => {
    const { page, problems, close } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const response = await page.goto(`${apiUrl()}/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page.title()).resolves.toBe('Content Admin Panel API');
    // Swagger UI has read /openapi.json's twin (/docs/json): the API's title and its operations are on the page.
    await page.getByRole('heading', { name: /Content Admin Panel API/ }).waitFor();
    const listBlogs = page.locator('.opblock-summary-path', { hasText: /^\/blogs\/list$/ });
    await listBlogs.first().waitFor();
    expect(await page.locator('.opblock').count()).toBeGreaterThanOrEqual(50);
    // Every file came from the API's own origin (no CDN), and no CSP violation or script error was logged.
    expect(requested.filter((url) => !url.startsWith(apiUrl()) && !url.startsWith('data:'))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('serves the document it renders at /openapi.json', async () => {
    const response = await fetch(`${apiUrl()}/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/blogs/list');
  });
});
