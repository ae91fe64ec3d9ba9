import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, closeContexts, launchBrowser, openPage, panelUrl, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

describe('nothing is lost', () => {
  it('a session that ends mid-edit keeps the draft, offered back after signing in again', async () => {
    const watched = await openPage(browser);
    const { page, problems, close } = watched;
    watched.expectStatus(apiUrl(), 401); // the ended session's refused calls
    await signIn(page);
    await page.goto(`${panelUrl()}/blog/create`);
    await page.getByLabel(/^Title/).fill('A draft that survives');
    await page.getByLabel(/^Meta Description/).fill('Typed before the session ended.');
    // The draft is kept a moment after typing stops: wait until the kept draft holds the last field typed.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(window.localStorage)
              .filter((key) => key.startsWith('admin_draft:'))
              .map((key) => window.localStorage.getItem(key))
              .join('\n'),
          ),
        { timeout: 10_000 },
      )
      .toContain('Typed before the session ended.');

    // The session ends on the server (as an expiry or a revocation elsewhere would).
    const token = await page.evaluate(() => window.localStorage.getItem('admin_token'));
    const revoked = await fetch(`${apiUrl()}/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);

    await page.reload();
    await page.waitForURL('**/signin');
    await signIn(page, '**/blog/create');
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expect(page.getByLabel(/^Title/).inputValue()).resolves.toBe('A draft that survives');
    await expect(page.getByLabel(/^Meta Description/).inputValue()).resolves.toBe('Typed before the session ended.');
    expect(problems).toEqual([]);
    await close();
  });

  it('on a phone: the menu is a drawer that closes on navigation, and a form works', async () => {
    const { page, problems, close } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Category' }).click();
    await menu.getByRole('link', { name: 'Create Category' }).click();
    await page.waitForURL('**/category/create');
    await expect
      .poll(() => page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'))
      .toBe('false');

    await page.getByLabel(/^Name/).fill('Phone category');
    await page.getByLabel(/^Description/).fill('Made on a small screen');
    await page.getByLabel(/^Category URL/).fill('/blog/phone');
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.waitForURL('**/category/list');
    await page.getByRole('heading', { name: 'Phone category' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
