import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv';
import { apiUrl, closeContexts, launchBrowser, openPage, panelUrl, readDownload, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(201);
}

describe('the inbox', () => {
  it('a website enquiry and a contact message arrive; view marks read, mark replied, export CSV, delete', async () => {
    const enquirer = 'Doe, Jane "JD"';
    await post('/api/enquiries', {
      name: enquirer,
      emailId: 'jane.doe@example.com',
      phoneNo: '+1 555 0100',
      country: 'Norway',
      service: 'SEO audit',
      message: 'Line one\nLine two',
      enquiryCategory: 'FOOTER',
      enquiryPage: '/pricing',
      channel: 'WEB',
    });
    await post('/contacts/submit', {
      name: 'Ana Contact',
      email: 'ana@example.com',
      subject: 'Partnership',
      message: 'Shall we work together?',
    });

    const { page, problems, close } = await openPage(browser);
    await signIn(page);

    // The dashboard's count of recent enquiries opens every form's list of the last 7 days, with the same total.
    const recent = page.getByRole('link', { name: /^\d+ enquir(y|ies) in the last 7 days$/ });
    const count = Number((await recent.textContent())?.split(' ')[0]);
    expect(count).toBeGreaterThanOrEqual(1);
    await recent.click();
    await page.waitForURL('**/contacts/enquiries?days=7');
    await page.getByRole('heading', { level: 1, name: 'All Enquiries' }).waitFor();
    await expect
      .poll(() => page.getByText(/^\d+ enquir(y|ies)$/).textContent())
      .toBe(`${count} ${count === 1 ? 'enquiry' : 'enquiries'}`);
    expect(await page.getByRole('group', { name: 'Date filter' }).textContent()).toContain('Last 7 days');
    await page.getByRole('listitem').filter({ hasText: 'jane.doe@example.com' }).waitFor();

    await page.goto(`${panelUrl()}/contacts/footer`);
    const enquiryRow = page.getByRole('listitem').filter({ hasText: 'jane.doe@example.com' });
    await enquiryRow.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readDownload(download);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(csv);
    const row = rows.find((cells) => cells.includes('jane.doe@example.com'));
    expect(row, csv).toBeDefined();
    const cell = (name: string) => row?.[header?.findIndex((h) => h.toLowerCase().includes(name)) ?? -1];
    expect(cell('name')).toBe(enquirer);
    expect(cell('message')).toBe('Line one\nLine two');
    expect(cell('phone')).toBe("'+1 555 0100"); // formula-injection guard on a leading +

    await page.getByRole('button', { name: `View enquiry from ${enquirer}` }).click();
    await page.getByRole('dialog').getByText('SEO audit').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Delete enquiry from ${enquirer}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await enquiryRow.waitFor({ state: 'detached' });

    await page.goto(`${panelUrl()}/contacts/list`);
    const messageRow = page.getByRole('listitem').filter({ hasText: 'ana@example.com' });
    await messageRow.getByText('New', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'View message from Ana Contact' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Shall we work together?').waitFor();
    await page.keyboard.press('Escape');
    await messageRow.getByText('Read', { exact: true }).waitFor(); // View marked it read
    await page.getByRole('button', { name: 'View message from Ana Contact' }).click();
    await dialog.getByRole('button', { name: 'Mark as Replied' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Mark as Replied' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await messageRow.getByText('Replied', { exact: true }).waitFor();
    await expect(messageRow.getByRole('button', { name: /^Mark Replied/ }).isDisabled()).resolves.toBe(true);

    // The server agrees: the status only moved forward.
    const token = await page.evaluate(() => window.localStorage.getItem('admin_token'));
    const listed = (await (
      await fetch(`${apiUrl()}/contacts/list`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { result: { email: string; status: string }[] };
    expect(listed.result.find((c) => c.email === 'ana@example.com')?.status).toBe('replied');

    await page.getByRole('button', { name: 'Delete message from Ana Contact' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await messageRow.waitFor({ state: 'detached' });

    expect(problems).toEqual([]);
    await close();
  });
});
