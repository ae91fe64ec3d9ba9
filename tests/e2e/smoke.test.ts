import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, launchBrowser, openPage, panelUrl } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the built panel on the real server', () => {
  it('answers health checks', async () => {
    const response = await fetch(`${apiUrl()}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the panel with a deep link falling back to the app', async () => {
    const { page, problems, context } = await openPage(browser);
    const response = await page.goto(`${panelUrl()}/blog/list`);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Admin Panel');
    expect(problems).toEqual([]);
    await context.close();
  });
});
