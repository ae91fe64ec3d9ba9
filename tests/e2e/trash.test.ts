import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, apiSignIn, apiUrl, closeContexts, launchBrowser, openPage, panelUrl, signIn } from './support';

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
});
afterAll(async () => {
  await closeContexts(browser);
});

const TITLE = 'A post the trash test deletes';
const auth = () => ({ Authorization: `Bearer ${token}` });

/** A category and a post with an image, made through the API; answers the post's stored image file name. */
async function createPostWithImage(): Promise<string> {
  const category = await fetch(`${apiUrl()}/category/addCategory`, {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      category: 'Trash Test',
      categoryUrl: '/blog/trash-test',
      categoryDescription: 'Posts the trash test moves around.',
    }),
  });
  expect(category.status).toBe(201);
  const form = new FormData();
  const fields = {
    blogId: 'trash-test-post',
    blogTitle: TITLE,
    blogUrl: 'https://example.com/blog/trash-test-post',
    metaTitle: 'Trash test',
    metaDescription: 'A post with an image that goes to the trash and back.',
    description: '<p>Deleted, undone, restored and deleted forever.</p>',
    category: 'Trash Test',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'cover.png');
  const created = await fetch(`${apiUrl()}/blogs/createBlog`, { method: 'POST', headers: auth(), body: form });
  expect(created.status).toBe(201);
  const { result } = (await created.json()) as { result: { imageUrl: string | null } };
  expect(result.imageUrl).toBeTruthy();
  return result.imageUrl!;
}

const imageStatus = async (file: string) =>
  (await fetch(`${apiUrl()}/uploads/blogs/${encodeURIComponent(file)}`, { headers: auth() })).status;

const card = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });

async function deletePost(page: Page) {
  await page.goto(`${panelUrl()}/blog/list?q=${encodeURIComponent(TITLE)}`);
  await card(page).waitFor();
  await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await card(page).waitFor({ state: 'detached' });
}

describe('trash', () => {
  it('delete a post with an image → Undo → back with its image; delete → Trash → Restore; Delete forever → its image stays, unused, in the library', async () => {
    const image = await createPostWithImage();
    const { page, problems, close } = await openPage(browser);
    await signIn(page);
    const notifications = page.getByRole('region', { name: 'Notifications' });

    // 1. Delete, then Undo from the toast: the post and its image are back.
    await deletePost(page);
    await expect
      .poll(() => notifications.getByRole('status').textContent())
      .toBe(`Blog post "${TITLE}" moved to the trash.`);
    await notifications.getByRole('button', { name: 'Undo' }).click();
    await card(page).waitFor();
    await expect.poll(() => card(page).locator('img').first().getAttribute('src')).toMatch(/^blob:/);
    await expect(imageStatus(image)).resolves.toBe(200);

    // 2. Delete again, then Restore from the Trash screen (reached from the menu).
    await deletePost(page);
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.waitForURL('**/trash');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });
    await item.getByText('Blog post').waitFor();
    await page.getByRole('button', { name: `Restore blog post ${TITLE}` }).click();
    await item.waitFor({ state: 'detached' });
    await expect.poll(() => notifications.getByRole('status').textContent()).toBe(`Blog post "${TITLE}" restored.`);
    await page.goto(`${panelUrl()}/blog/list?q=${encodeURIComponent(TITLE)}`);
    await card(page).waitFor();
    await expect(imageStatus(image)).resolves.toBe(200);

    // 3. Delete, then Delete forever: the record is gone; its image, a library image since its upload, stays in the
    //    Media screen (unused) until it is deleted forever there (docs/media.md).
    await deletePost(page);
    await page.goto(`${panelUrl()}/trash?type=blog`);
    await page.getByRole('button', { name: `Delete forever: blog post ${TITLE}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete forever?' });
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await item.waitFor({ state: 'detached' });
    await expect(imageStatus(image)).resolves.toBe(200);
    const unused = await fetch(`${apiUrl()}/media/list?unused=true`, { headers: auth() });
    expect(((await unused.json()) as { result: { name: string }[] }).result.map((asset) => asset.name)).toContain(
      image,
    );
    const gone = await fetch(`${apiUrl()}/blogs/getBlog/trash-test-post`, { headers: auth() });
    expect(gone.status).toBe(404);

    expect(problems).toEqual([]);
    await close();
  });

  it('select 3 enquiries → Move to trash → one Undo restores all 3', async () => {
    const names = ['Bulk Trash Ada', 'Bulk Trash Ben', 'Bulk Trash Cy'];
    for (const name of names) {
      const sent = await fetch(`${apiUrl()}/api/enquiries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          emailId: `${name.split(' ')[2]!.toLowerCase()}@example.com`,
          message: 'Please send a quote.',
          enquiryCategory: 'FOOTER',
        }),
      });
      expect(sent.status).toBe(201);
    }
    const { page, problems, close } = await openPage(browser);
    await signIn(page);
    await page.goto(`${panelUrl()}/contacts/footer?q=${encodeURIComponent('Bulk Trash')}`);
    const rows = page.getByRole('heading', { name: /^Bulk Trash / });
    await expect.poll(() => rows.count()).toBe(3);

    await page.getByRole('button', { name: 'Select', exact: true }).click();
    for (const name of names) await page.getByRole('checkbox', { name: `Select enquiry from ${name}` }).check();
    await page
      .getByRole('group', { name: 'Selected enquiries' })
      .getByRole('button', { name: 'Move to trash' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click();
    await expect.poll(() => rows.count()).toBe(0);
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect.poll(() => notifications.getByRole('status').textContent()).toBe('3 enquiries moved to the trash.');

    await notifications.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => notifications.getByRole('status').textContent()).toBe('3 enquiries restored.');

    expect(problems).toEqual([]);
    await close();
  });
});
