import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, closeContexts, launchBrowser, openPage, panelUrl, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

describe('content', () => {
  it('category, then a blog post with an image and rich text: list, edit, view, delete', async () => {
    const { page, problems, close } = await openPage(browser);
    await signIn(page);

    await page.goto(`${panelUrl()}/category/create`);
    await page.getByLabel(/^Name/).fill('E2E News');
    await page.getByLabel(/^Description/).fill('Posts written by the end-to-end test');
    await page.getByLabel(/^Category URL/).fill('/blog/e2e-news');
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.waitForURL('**/category/list');
    await page.getByRole('heading', { name: 'E2E News' }).waitFor();

    await page.goto(`${panelUrl()}/blog/create`);
    await page.getByLabel(/^Title/).fill('Hello from the end-to-end test!');
    await expect(page.getByLabel(/^Blog ID/).inputValue()).resolves.toBe('hello-from-the-endtoend-test');
    await page.getByLabel(/^Blog URL/).fill('https://example.com/blog/hello-e2e');
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'E2E News' });
    await page.getByLabel(/^Meta Title/).fill('Hello, search engines');
    await page.getByLabel(/^Meta Description/).fill('A post the end-to-end test writes, edits and deletes.');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });

    const editor = page.getByRole('textbox', { name: /^Content/ });
    await editor.click();
    await page.keyboard.type('Intro with ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('bold words');
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- first item');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second item');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the docs');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('Link or video URL').fill('https://example.com/docs');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: 'Create Blog' }).click();
    await page.waitForURL('**/blog/list**');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Hello from the end-to-end test!' }) });
    await card.waitFor();
    // The featured image comes from the API's uploads with the bearer token, shown through an object URL.
    await expect.poll(() => card.locator('img').first().getAttribute('src')).toMatch(/^blob:/);

    await page.getByRole('button', { name: 'Edit Hello from the end-to-end test!' }).click();
    await page.waitForURL('**/blog/edit/hello-from-the-endtoend-test');
    await page.getByLabel(/^Meta Title/).fill('Hello again, search engines');
    await page.getByRole('button', { name: 'Update Blog' }).click();
    await page.waitForURL('**/blog/list**');

    await page.getByRole('button', { name: 'View Hello from the end-to-end test!' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('strong', { hasText: 'bold words' }).waitFor();
    await expect(dialog.locator('li').allTextContents()).resolves.toEqual(['first item', 'second item']);
    const link = dialog.getByRole('link', { name: 'Read the docs' });
    await expect(link.getAttribute('href')).resolves.toBe('https://example.com/docs');
    await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    await expect(dialog.getByText('Hello again, search engines').count()).resolves.toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete Hello from the end-to-end test!' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });

    expect(problems).toEqual([]);
    await close();
  });

  it('meta pages: create, edit, delete', async () => {
    const { page, problems, close } = await openPage(browser);
    await signIn(page);
    await page.goto(`${panelUrl()}/meta/create`);
    await page.getByLabel(/^Meta Title/).fill('E2E landing page');
    await page.getByLabel(/^Meta Description/).fill('Landing page meta written by the end-to-end test.');
    await page.getByLabel(/^Page/).fill('landing');
    await page.getByLabel(/^Meta URL/).fill('https://example.com/landing');
    await page.getByRole('button', { name: 'Create Meta' }).click();
    await page.waitForURL('**/meta/list**');
    await page.getByRole('heading', { name: 'E2E landing page' }).waitFor();

    await page.getByRole('button', { name: 'Edit E2E landing page' }).click();
    await page.getByLabel(/^Meta Title/).fill('E2E landing page, renamed');
    await page.getByRole('button', { name: 'Update Meta' }).click();
    await page.waitForURL('**/meta/list**');
    await page.getByRole('heading', { name: 'E2E landing page, renamed' }).waitFor();

    await page.getByRole('button', { name: 'Delete E2E landing page, renamed' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'E2E landing page, renamed' }).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await close();
  });
});
