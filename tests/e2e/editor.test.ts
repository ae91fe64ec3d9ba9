import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, apiUrl, closeContexts, launchBrowser, openPage, panelUrl, signIn, siteUrl } from './support';

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
});
afterAll(async () => {
  await closeContexts(browser);
});

const auth = () => ({ Authorization: `Bearer ${token}` });
const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

async function addCategory(category: string, categoryUrl: string): Promise<number> {
  const answer = await fetch(`${apiUrl()}/category/addCategory`, {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ category, categoryUrl, categoryDescription: 'Made by the editor journey.' }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { result: { id: number } }).result.id;
}

const storedBody = async (blogId: string) =>
  (
    (await (await fetch(`${apiUrl()}/blogs/getBlog/${blogId}`, { headers: auth() })).json()) as {
      result: { description: string; category: string };
    }
  ).result;

describe('as an editor sees it', () => {
  it('a post with a YouTube video, saved, reopened and saved again, keeps its player on the site', async () => {
    await addCategory('Video Posts', '/blog/video-posts');
    const { page } = await openPage(browser);
    await signIn(page);
    await page.goto(`${panelUrl()}/blog/create`);
    await page.getByLabel(/^Title/).fill('A post with a video');
    await page.getByLabel(/^Blog URL/).fill('https://www.example.com/blog/a-post-with-a-video');
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Video Posts' });
    await page.getByLabel(/^Meta Title/).fill('A post with a video');
    await page.getByLabel(/^Meta Description/).fill('A post whose video must survive every save.');
    await page.getByRole('textbox', { name: /^Content/ }).click();
    await page.keyboard.type('Watch this:');
    await page.getByRole('button', { name: 'Insert video' }).click();
    await page.getByLabel('Link or video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Create Blog' }).click();
    await page.waitForURL('**/blog/list**');
    expect((await storedBody('a-post-with-a-video')).description).toContain(`<iframe`);

    // Reopened: the text is edited and saved again; the video stays a player.
    await page.goto(`${panelUrl()}/blog/edit/a-post-with-a-video`);
    const editor = page.getByRole('textbox', { name: /^Content/ });
    await editor.locator('iframe').waitFor({ state: 'attached' });
    await editor.getByText('Watch this:').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' (updated)');
    await page.getByRole('button', { name: 'Update Blog' }).click();
    await page.waitForURL('**/blog/list**');
    const saved = (await storedBody('a-post-with-a-video')).description;
    expect(saved).toContain('Watch this: (updated)');
    expect(saved).toContain(`src="${EMBED}"`);
    expect(saved).not.toContain(`<a href="${EMBED}"`);

    const visitor = await openPage(browser);
    await visitor.page.goto(`${siteUrl()}/posts/a-post-with-a-video`);
    const frame = visitor.page.locator('.post-body iframe');
    await frame.waitFor({ state: 'attached' });
    await expect(frame.getAttribute('src')).resolves.toBe(EMBED);
  });

  it('a trashed post restored after its category was renamed lands in the renamed category', async () => {
    const categoryId = await addCategory('Tutorials E2E', '/blog/tutorials-e2e');
    const form = new FormData();
    const fields = {
      blogId: 'renamed-category-post',
      blogTitle: 'Filed under a renamed category',
      blogUrl: 'https://www.example.com/blog/renamed-category-post',
      metaTitle: 'Renamed category',
      metaDescription: 'A post that follows its category from the trash.',
      description: '<p>Trashed, then restored.</p>',
      category: 'Tutorials E2E',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    expect((await fetch(`${apiUrl()}/blogs/createBlog`, { method: 'POST', headers: auth(), body: form })).status).toBe(
      201,
    );
    const trashed = await fetch(`${apiUrl()}/blogs/deleteBlog/renamed-category-post`, {
      method: 'DELETE',
      headers: auth(),
    });
    expect(trashed.status).toBe(200);

    const { page } = await openPage(browser);
    await signIn(page);
    await page.goto(`${panelUrl()}/category/edit/${categoryId}`);
    const name = page.getByLabel(/^Name/);
    await expect.poll(() => name.inputValue()).toBe('Tutorials E2E');
    await name.fill('Guides E2E');
    await page.getByRole('button', { name: 'Update Category' }).click();
    await page.waitForURL('**/category/list');

    await page.goto(`${panelUrl()}/trash`);
    await page.getByRole('button', { name: 'Restore blog post Filed under a renamed category' }).click();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    // The category's "updated." toast may still be on screen beside it.
    await expect
      .poll(() => notifications.getByRole('status').allTextContents())
      .toContain('Blog post "Filed under a renamed category" restored.');
    expect((await storedBody('renamed-category-post')).category).toBe('Guides E2E');
  });
});
