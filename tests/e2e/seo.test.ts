import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, closeContexts, launchBrowser, openPage, panelUrl, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const TITLE = 'E2E pricing plans';

/** The report's rows whose title is `title`, as the screen lists them. */
const rowsTitled = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Records with problems' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('SEO health', () => {
  it('two meta pages with the same title show up as duplicates; fixing one clears both', async () => {
    const { page, problems, close } = await openPage(browser);
    await signIn(page);

    const token = await page.evaluate(() => window.localStorage.getItem('admin_token'));
    for (const path of ['monthly', 'yearly']) {
      const created = await fetch(`${apiUrl()}/meta/createMeta`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          metaTitle: TITLE,
          metaDescription: `What the ${path} plan costs and what it includes, for teams of every size.`,
          pageMeta: `Pricing (${path})`,
          metaUrl: `https://example.com/pricing/${path}`,
        }),
      });
      expect(created.status).toBe(201);
    }

    // The sidebar leads to the report; the "Duplicate title" count filters it.
    await page.getByRole('link', { name: 'SEO health' }).click();
    await page.waitForURL('**/seo');
    await page
      .getByRole('group', { name: 'Problems by kind' })
      .getByRole('button', { name: /Duplicate title/ })
      .click();
    await page.waitForURL('**/seo?problem=duplicate_title');
    const twins = rowsTitled(page, TITLE);
    await expect.poll(() => twins.count()).toBe(2);
    for (const row of await twins.all()) {
      expect(await row.innerText()).toMatch(
        /Duplicate title: Same title as 1 other page, e\.g\. "E2E pricing plans" \(meta \d+\)/,
      );
    }

    // The row's title opens that entry's edit form; a new title there fixes both.
    await twins.first().getByRole('link', { name: TITLE }).click();
    await page.waitForURL('**/meta/edit/*');
    await page.getByLabel(/^Meta Title/).fill(`${TITLE} for teams`);
    await page.getByRole('button', { name: 'Update Meta' }).click();
    await page.waitForURL('**/meta/list**');

    await page.goto(`${panelUrl()}/seo?problem=duplicate_title`);
    await page.getByRole('heading', { name: 'SEO health' }).waitFor();
    await expect.poll(() => page.getByRole('status', { name: 'Loading the SEO report' }).count()).toBe(0);
    await expect(rowsTitled(page, TITLE).count()).resolves.toBe(0);
    await expect(rowsTitled(page, `${TITLE} for teams`).count()).resolves.toBe(0);

    // Neither entry has the problem any more (both are still listed for their missing share image).
    await page.goto(`${panelUrl()}/seo?q=${encodeURIComponent(TITLE)}`);
    const listed = [rowsTitled(page, TITLE), rowsTitled(page, `${TITLE} for teams`)];
    for (const row of listed) {
      await expect.poll(() => row.count()).toBe(1);
      const text = await row.innerText();
      expect(text).not.toMatch(/Same title as/);
      expect(text).toMatch(/Missing image: No share image: shared links show no picture/);
    }

    expect(problems).toEqual([]);
    await close();
  });
});
