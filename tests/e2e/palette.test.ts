import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, apiUrl, closeContexts, launchBrowser, openPage, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** Writes a category and a post whose only mention of a rare word is in its body (the API's JSON form). */
async function seedPost(): Promise<void> {
  const token = await apiSignIn();
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const post = (path: string, body: object) =>
    fetch(`${apiUrl()}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  await post('/category/addCategory', {
    category: 'Palette Trips',
    categoryUrl: '/blog/palette-trips',
    categoryDescription: 'Posts the palette test writes',
  });
  const created = await post('/blogs/createBlog', {
    blogId: 'kayaking-weekend',
    blogTitle: 'A weekend on the water',
    blogUrl: 'https://example.com/blog/kayaking-weekend',
    metaTitle: 'A weekend on the water',
    metaDescription: 'Two days away from the city.',
    description: '<p>We paddled the <strong>Zêzere</strong> gorge until the quinoasalad stop.</p>',
    category: 'Palette Trips',
  });
  if (created.status !== 201) throw new Error(`createBlog answered ${created.status}`);
}

describe('command palette', () => {
  it('Ctrl+K, a word from a post body, Enter: that post opens in its edit form', async () => {
    await seedPost();
    const { page, problems } = await openPage(browser);
    await signIn(page);
    // the shell (with its shortcut) is on screen
    await page.getByRole('button', { name: /^Search/ }).waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search and commands' });
    await box.waitFor({ timeout: 10_000 });
    await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('quinoasal');
    const option = page.getByRole('option', { name: /A weekend on the water/ });
    await option.waitFor();
    await expect(option.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /result/ })
        .textContent(),
    ).resolves.toBe('1 result');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/blog/edit/kayaking-weekend');
    await expect.poll(() => page.getByLabel(/^Title/).inputValue()).toBe('A weekend on the water');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });
});
