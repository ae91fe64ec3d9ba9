/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
/**
 * The SEO report's image codes (issue 28; rules in src/lib/imageChecks.ts): an alt that is just a file name, an
 * oversized original, a `data:` image in a body. Library images are uploaded through the API; the report follows an
 * asset's edit (alt, decorative) and a change of its facts (the renditions queue reads a pre-library image's size).
 */
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { databaseMigratedTo, eachDialect, multipart, signIn, startTestServer, type Upload } from './helpers.ts';
import { seoFixture, type Item, type Problem } from './seoFixture.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A 1×1 PNG as a data: URL. */
const DOT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

eachDialect('seo report: images', (dialect) => {
  const fixture = seoFixture(dialect);
  const { blog, meta, report } = fixture;
  const upload = async (name: string, fields: Record<string, string>, bytes?: Buffer) => {
    const file: Upload & { field: string } = {
      field: 'file',
      name,
      type: 'image/png',
      bytes: bytes ?? (await png(40, 30)),
    };
    const reply = await fixture.server.request('POST', '/media/upload', {
      token: fixture.token,
      form: multipart(fields, file),
    });
    expect(reply.status).toBe(201);
    return reply.body.result as { id: number; name: string; version: number };
  };
  const flagged = async (code: string) => {
    const body = await report(`?problem=${code}&pageSize=100`);
    return Object.fromEntries(
      body.result.map((item: Item) => [item.recordId, item.problems.find((p: Problem) => p.code === code)?.message]),
    );
  };

  it('reports a featured or body image whose alt is just a file name, and only those', async () => {
    const camera = await upload('IMG_2041.png', { alt: 'IMG_2041.jpg' });
    const hero = await upload('hero-final.png', { alt: 'Hero Final' });
    const sentence = await upload('a-red-bicycle-by-a-wall.png', { alt: 'A red bicycle by a wall' });
    const fine = await upload('p1.png', { alt: 'Harbour at dawn' });
    await blog('camera', { imageId: String(camera.id) }, false);
    await blog('hero', { imageId: String(hero.id) }, false);
    await blog('sentence', { imageId: String(sentence.id) }, false);
    await blog('fine', { imageId: String(fine.id) }, false);
    await blog('body-name', {
      description: '<p><img src="https://example.com/photos/sunset_beach.jpg" alt="Sunset beach"></p>',
    });
    await blog('body-camera', { description: '<p><img src="https://example.com/x.jpg" alt="DSC01234"></p>' });
    await blog('body-fine', { description: '<p><img src="https://example.com/x.jpg" alt="Sunset over the bay"></p>' });
    const page = await meta('https://example.com/hero', { imageId: String(hero.id) }, false);

    expect(await flagged('image_alt_is_filename')).toEqual({
      camera: `An image's alt text is just a file name ("IMG_2041.jpg"): screen readers read the file name out`,
      hero: `An image's alt text is just a file name ("Hero Final"): screen readers read the file name out`,
      'body-name': `An image's alt text is just a file name ("Sunset beach"): screen readers read the file name out`,
      'body-camera': `An image's alt text is just a file name ("DSC01234"): screen readers read the file name out`,
      [String(page.id)]:
        `An image's alt text is just a file name ("Hero Final"): screen readers read the file name out`,
    });
    expect((await report()).summary.image_alt_is_filename).toBe(5);

    // An edit of the asset re-reads every record using it: a real alt clears the post and the page.
    const put = (id: number, json: Record<string, unknown>) =>
      fixture.server.request('PUT', `/media/updateMedia/${id}`, { token: fixture.token, json });
    expect((await put(hero.id, { alt: 'The team on the quay', version: hero.version })).status).toBe(200);
    expect(Object.keys(await flagged('image_alt_is_filename')).sort()).toEqual(['body-camera', 'body-name', 'camera']);
    // Decorative: the site shows alt="" and there is nothing to read out.
    expect((await put(camera.id, { decorative: true, version: camera.version })).status).toBe(200);
    expect(Object.keys(await flagged('image_alt_is_filename')).sort()).toEqual(['body-camera', 'body-name']);
    // An alt changed to the file name flags it again.
    expect((await put(fine.id, { alt: 'p1', version: fine.version })).status).toBe(200);
    expect(Object.keys(await flagged('image_alt_is_filename')).sort()).toEqual(['body-camera', 'body-name', 'fine']);
  });

  it('reports an original over 2 MB or wider than 4,000 px, featured or in a body, as the asset facts change', async () => {
    const wide = await upload('panorama.png', { alt: 'The bay from the hill' }, await png(4001, 10));
    const small = await upload('small.png', { alt: 'A small chart' }, await png(4000, 10));
    await blog('wide-featured', { imageId: String(wide.id) }, false);
    await blog('wide-body', {
      description: `<p><img src="https://api.example.com/content/images/assets/${wide.name}" alt="The bay"></p>`,
    });
    await blog('wide-rendition', {
      description: `<p><img src="https://api.example.com/content/images/assets/${wide.name.slice(0, 32)}/w960.webp" alt="The bay"></p>`,
    });
    await blog('small-featured', { imageId: String(small.id) }, false);
    const page = await meta('https://example.com/panorama', { imageId: String(wide.id) }, false);
    const message = `An image is over 2 MB or 4,000 px wide (panorama.png): pages that show it load slowly`;
    expect(await flagged('image_oversized')).toEqual({
      'wide-featured': message,
      'wide-body': message,
      'wide-rendition': message,
      [String(page.id)]: message,
    });

    // The asset's facts change (the renditions queue reads a pre-library image's real size from its file).
    const { db } = fixture.server.ctx;
    await fixture.server.ctx.renditions.idle();
    await db
      .updateTable('assets')
      .set({ bytes: 2 * 1024 * 1024 + 1 })
      .where('id', '=', small.id)
      .execute();
    expect(Object.keys(await flagged('image_oversized'))).toContain('small-featured');
    await db.updateTable('assets').set({ bytes: 1000, width: 10 }).execute();
    expect(await flagged('image_oversized')).toEqual({});
    expect((await report()).summary.image_oversized).toBe(0);
  });

  it('keeps a data: image in a body and reports the post that holds it', async () => {
    await blog('inline-one', { description: `<p>Chart:</p><p><img src="${DOT}" alt="A dot"></p>` });
    await blog('inline-two', {
      description: `<p><img src="${DOT}" alt="A dot"><img src="${DOT.replace('png', 'gif')}" alt="Another"></p>`,
    });
    const stored = await fixture.server.request('GET', '/blogs/getBlog/inline-one', { token: fixture.token });
    expect(stored.body.result.description).toContain(`src="${DOT}"`);
    const found = await report('?problem=inline_data_image');
    expect(found.result.map((item: Item) => [item.recordId, item.title])).toEqual([
      ['inline-one', 'Title of inline-one'],
      ['inline-two', 'Title of inline-two'],
    ]);
    expect(await flagged('inline_data_image')).toEqual({
      'inline-one': 'An image is stored inside the text (data:image/png): upload it to the media library instead',
      'inline-two': '2 images are stored inside the text (data:image/png): upload them to the media library instead',
    });
    const fixed = await fixture.server.request('PUT', '/blogs/updateBlog/inline-one', {
      token: fixture.token,
      form: multipart({ description: '<p><img src="https://example.com/chart.png" alt="Sales by month"></p>' }),
    });
    expect(fixed.status).toBe(200);
    expect(Object.keys(await flagged('inline_data_image'))).toEqual(['inline-two']);
  });
});

eachDialect('migration 0022 over existing posts and images', (dialect) => {
  it('backfills the image facts, so existing posts and pages are reported', async () => {
    const { old, dataDir, databaseUrl } = await databaseMigratedTo(dialect, '0021_link_health');
    const now = Date.now();
    const [named] = await old
      .insertInto('assets')
      .values({
        name: `${'b'.repeat(32)}.jpg`,
        folder: 'assets',
        originalName: 'hero-final.jpg',
        mime: 'image/jpeg',
        bytes: 3_000_000,
        width: 1200,
        height: 800,
        alt: 'hero final',
        creator: 'admin',
        createdAt: now,
      })
      .returning('id')
      .execute();
    const post = (blogId: string, description: string, imageId: number | null) => ({
      blogId,
      blogTitle: blogId,
      blogUrl: `https://example.com/${blogId}`,
      metaTitle: `Title ${blogId}`,
      metaDescription: `A description of the ${blogId} post, long enough for a search result.`,
      description,
      category: 'News',
      creator: 'admin',
      changer: 'admin',
      channel: 'API',
      createdDate: now,
      changedDate: now,
      imageUrl: 'a.png',
      imageId,
      version: 1,
    });
    await old
      .insertInto('blogs')
      .values([
        post('featured', '<p>x</p>', Number(named!.id)),
        post('inline', `<p><img src="${DOT}" alt="IMG_0001.PNG"></p>`, null),
      ])
      .execute();
    await old.destroy();
    const server = { ...(await startTestServer(dialect, { dataDir, databaseUrl })), dataDir };
    try {
      const token = await signIn(server);
      const reply = await server.request('GET', '/seo/report?pageSize=100', { token });
      expect(reply.status).toBe(200);
      const codes = Object.fromEntries(
        (reply.body.result as Item[]).map((item) => [item.recordId, item.problems.map((p) => p.code)]),
      );
      expect(codes.featured).toEqual(expect.arrayContaining(['image_alt_is_filename', 'image_oversized']));
      expect(codes.inline).toEqual(expect.arrayContaining(['image_alt_is_filename', 'inline_data_image']));
      expect(codes.inline).not.toContain('image_oversized');
    } finally {
      await server.close();
    }
  });
});
