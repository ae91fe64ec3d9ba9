/**
 * The demo website shows a media library image with the Content API's `srcset`, alt text and size (issue 28): upload
 * through the API, wait for the renditions, use it as a post's featured image, see it on the post page and its card.
 */
import sharp from 'sharp';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, apiAs, apiSignIn, closeContexts, launchBrowser, openPage, siteUrl } from './support';

const CATEGORY = 'Library images';
let browser: Browser;
let token = '';
let stem = '';
let assetId = 0;

const api = apiAs(() => token);

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
  const category = await addCategory(api, {
    category: CATEGORY,
    categoryUrl: '/blog/library-images',
    categoryDescription: 'Assets.',
  });
  expect(category.status).toBe(201);
  const bytes = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  const upload = new FormData();
  upload.append('alt', 'A green meadow');
  upload.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'meadow.jpg');
  const uploaded = await api('/media/upload', { method: 'POST', body: upload });
  expect(uploaded.status).toBe(201);
  const { id, name } = ((await uploaded.json()) as { result: { id: number; name: string } }).result;
  stem = name.replace(/\..*$/, '');
  assetId = id;
  // Renditions follow the upload from the server's queue.
  const widths = async () =>
    ((await (await api(`/media/getMedia/${id}`)).json()) as { result: { renditions: { widths: number[] } } }).result
      .renditions.widths;
  for (let tries = 0; (await widths()).length < 3; tries += 1) {
    if (tries > 150) throw new Error('The renditions were not made within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const post = new FormData();
  const fields = {
    blogId: 'library-image',
    blogTitle: 'With a library image',
    blogUrl: `${siteUrl()}/posts/library-image`,
    metaTitle: 'With a library image',
    metaDescription: 'A post whose featured image comes from the media library.',
    description: '<p>A meadow.</p>',
    category: CATEGORY,
    imageId: String(id),
  };
  for (const [key, value] of Object.entries(fields)) post.append(key, value);
  const created = await api('/blogs/createBlog', { method: 'POST', body: post });
  expect(created.status, await created.clone().text()).toBe(201);
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
});

describe('a library image on the demo website', () => {
  it('has srcset, sizes, alt and its size on the post page and its card, and loads', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${siteUrl()}/posts/library-image`);
    const image = page.getByRole('img', { name: 'A green meadow' });
    await expect.poll(() => image.getAttribute('srcset')).toContain(`/content/images/assets/${stem}/w320.webp 320w`);
    expect(await image.getAttribute('srcset')).toContain(`/content/images/assets/${stem}.jpg 1000w`);
    expect(await image.getAttribute('sizes')).toBeTruthy();
    expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['1000', '500']);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`${siteUrl()}/?category=${encodeURIComponent(CATEGORY)}`);
    const card = page.locator('article.card', { hasText: 'With a library image' });
    const cardImage = card.locator('img');
    await expect.poll(() => cardImage.getAttribute('srcset')).toContain(`${stem}/w640.webp 640w`);
    // The card's title names it: the image is decorative there.
    expect(await cardImage.getAttribute('alt')).toBe('');
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }, 60_000);

  it('gives a decorative image alt="" and names one nobody has described (the API says which is which)', async () => {
    const edit = async (changes: Record<string, unknown>) => {
      const current = (await (await api(`/media/getMedia/${assetId}`)).json()) as { result: { version: number } };
      const reply = await api(`/media/updateMedia/${assetId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...changes, version: current.result.version }),
      });
      expect(reply.status, await reply.clone().text()).toBe(200);
    };
    const postImageAlt = async () => {
      const { page } = await openPage(browser);
      await page.goto(`${siteUrl()}/posts/library-image`);
      const image = page.locator('img.post-image');
      await expect.poll(() => image.getAttribute('srcset')).toContain(`${stem}/w320.webp`);
      const alt = await image.getAttribute('alt');
      await page.close();
      return alt;
    };
    await edit({ decorative: true });
    expect(await postImageAlt()).toBe('');
    await edit({ decorative: false, alt: '' });
    expect(await postImageAlt()).toBe('Featured image of With a library image');
  }, 60_000);
});
