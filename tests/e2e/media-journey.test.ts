/**
 * The media library as an editor uses it (issue 28): upload an image in the Media screen, give it its alt text and a
 * focal point, put it in a post's text through the editor's image button (the picker, then the alt dialog), publish,
 * see it on the demo site with its alt text; then try to move it to the trash and be told where it is used. An image
 * pasted into the text goes to the library the same way.
 */
import sharp from 'sharp';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCategory,
  apiAs,
  apiSignIn,
  closeContexts,
  launchBrowser,
  openPage,
  panelUrl,
  signIn,
  siteUrl,
} from './support';

const CATEGORY = 'Coast walks';
const ALT = 'A white lighthouse on a cliff';
const BLOG_ID = 'a-walk-to-the-lighthouse';
let browser: Browser;
let token = '';

const api = apiAs(() => token);

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
  const category = await addCategory(api, {
    category: CATEGORY,
    categoryUrl: '/blog/coast-walks',
    categoryDescription: 'Walks.',
  });
  expect(category.status).toBe(201);
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
});

interface Asset {
  id: number;
  name: string;
  alt: string;
  focalX: number;
  focalY: number;
}

describe('an image from the Media screen in a post’s text', () => {
  it('upload, alt and focal point, insert through the editor, publish, shown on the site, trash refused', async () => {
    const watched = await openPage(browser);
    const { page, problems } = watched;
    await signIn(page);

    // The Media screen: upload, then the image's details.
    await page.goto(`${panelUrl()}/media`);
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#eee' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Images to upload')
      .setInputFiles({ name: 'lighthouse.jpg', mimeType: 'image/jpeg', buffer: bytes });
    await page.getByRole('button', { name: 'Open lighthouse.jpg' }).click();
    const details = page.getByRole('dialog', { name: 'lighthouse.jpg' });
    await details.getByRole('textbox', { name: /^Alt text/ }).fill(ALT);
    // A click sets the focal point; an arrow key moves it one step (1%) further right.
    const focal = details.getByRole('button', { name: 'Focal point' });
    const box = (await focal.boundingBox())!;
    await focal.click({ position: { x: box.width * 0.3, y: box.height * 0.4 } });
    await page.keyboard.press('ArrowRight');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Notifications' }).getByRole('status').allTextContents())
      .toContain('Image "lighthouse.jpg" updated.');
    const list = (await (await api('/media/list?q=lighthouse')).json()) as { result: Asset[] };
    const asset = list.result[0]!;
    expect(asset.alt).toBe(ALT);
    expect(asset.focalX).toBeCloseTo(0.31, 1);
    expect(asset.focalY).toBeCloseTo(0.4, 1);

    // A new post: the image goes into its text through the editor's image button.
    await page.goto(`${panelUrl()}/blog/create`);
    await page.getByLabel(/^Title/).fill('A walk to the lighthouse');
    await page.getByLabel(/^Blog URL/).fill(`${siteUrl()}/posts/${BLOG_ID}`);
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: CATEGORY });
    await page.getByLabel(/^Meta Title/).fill('A walk to the lighthouse');
    await page.getByLabel(/^Meta Description/).fill('Along the cliffs to the light.');
    const editor = page.getByRole('textbox', { name: /^Content/ });
    await editor.click();
    await page.keyboard.type('We walked to the light.');
    await page.getByRole('button', { name: 'Insert image' }).click();
    await page
      .getByRole('dialog', { name: 'Insert an image' })
      .getByRole('button', { name: 'Choose lighthouse.jpg' })
      .click();
    const describe = page.getByRole('dialog', { name: 'Describe the image' });
    // The library's alt text is offered; it goes in as it is.
    await expect.poll(() => describe.getByRole('textbox', { name: /^Alt text/ }).inputValue()).toBe(ALT);
    await describe.getByRole('button', { name: 'Insert image' }).click();
    const inserted = editor.getByRole('img', { name: ALT });
    await expect.poll(() => inserted.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => inserted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
    await page.getByRole('button', { name: 'Create Blog' }).click();
    await page.waitForURL('**/blog/list**');

    const post = (await (await api(`/blogs/getBlog/${BLOG_ID}`)).json()) as {
      result: { id: number; description: string };
    };
    // The stored body names the library image by its public address, with the alt text given on insert.
    expect(post.result.description).toMatch(
      new RegExp(`<img src="[^"]*/content/images/assets/${asset.name}" alt="${ALT}"\\s*/?>`),
    );
    const usage = (await (await api(`/media/usage/${asset.id}`)).json()) as { result: unknown[] };
    expect(usage.result).toEqual([
      { type: 'blog', id: post.result.id, recordId: BLOG_ID, title: 'A walk to the lighthouse', where: 'body' },
    ]);

    // The demo site shows it in the post's text with its alt text.
    const visitor = await openPage(browser);
    await visitor.page.goto(`${siteUrl()}/posts/${BLOG_ID}`);
    const shown = visitor.page.locator('.post-body').getByRole('img', { name: ALT });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
    expect(visitor.problems).toEqual([]);

    // Moving it to the trash is refused in the server's words, and the details say where it is used.
    await page.goto(`${panelUrl()}/media`);
    await page.getByRole('button', { name: 'Open lighthouse.jpg' }).click();
    const again = page.getByRole('dialog', { name: 'lighthouse.jpg' });
    await again.getByRole('link', { name: /A walk to the lighthouse/ }).waitFor();
    watched.expectStatus('/media/deleteMedia/', 409);
    await again.getByRole('button', { name: 'Move to trash' }).click();
    await again.getByText('This image is used by 1 post. Replace it there first.').waitFor();
    expect((await api(`/media/getMedia/${asset.id}`)).status).toBe(200);
    expect(problems).toEqual([]);
  }, 120_000);

  it('a pasted image is uploaded to the library, described, and named by its public address in the body', async () => {
    const watched = await openPage(browser);
    const { page, problems } = watched;
    await signIn(page);
    await page.goto(`${panelUrl()}/blog/create`);
    await page.getByLabel(/^Title/).fill('Harbour lights');
    await page.getByLabel(/^Blog URL/).fill(`${siteUrl()}/posts/harbour-lights`);
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: CATEGORY });
    await page.getByLabel(/^Meta Title/).fill('Harbour lights');
    await page.getByLabel(/^Meta Description/).fill('The harbour at night.');
    const editor = page.getByRole('textbox', { name: /^Content/ });
    await editor.click();
    await page.keyboard.type('At night: ');
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#124' } })
      .png()
      .toBuffer();
    // The browser's own paste event, carrying the file as a screenshot on the clipboard does.
    await editor.evaluate((root, base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const clipboardData = new DataTransfer();
      clipboardData.items.add(new File([bytes], 'harbour-night.png', { type: 'image/png' }));
      const target = root.querySelector('p') ?? root;
      target.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData }));
    }, png.toString('base64'));
    const describe = page.getByRole('dialog', { name: 'Describe the image' });
    await describe.getByRole('textbox', { name: /^Alt text/ }).fill('Boats under the harbour lights');
    await describe.getByRole('button', { name: 'Insert image' }).click();
    const inserted = editor.getByRole('img', { name: 'Boats under the harbour lights' });
    await expect.poll(() => inserted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await page.getByRole('button', { name: 'Create Blog' }).click();
    await page.waitForURL('**/blog/list**');

    const list = (await (await api('/media/list?q=harbour-night')).json()) as { result: Asset[] };
    const asset = list.result[0]!;
    expect(asset).toBeDefined();
    const post = (await (await api('/blogs/getBlog/harbour-lights')).json()) as {
      result: { id: number; description: string };
    };
    expect(post.result.description).not.toContain('data:');
    expect(post.result.description).toMatch(
      new RegExp(`<img src="[^"]*/content/images/assets/${asset.name}" alt="Boats under the harbour lights"\\s*/?>`),
    );
    const usage = (await (await api(`/media/usage/${asset.id}`)).json()) as { result: unknown[] };
    expect(usage.result).toEqual([
      { type: 'blog', id: post.result.id, recordId: 'harbour-lights', title: 'Harbour lights', where: 'body' },
    ]);
    expect(problems).toEqual([]);
  }, 120_000);
});
