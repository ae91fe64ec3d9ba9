/**
 * The SEO report's stored facts (server/src/db/migrations/seoSchema.ts) stay in step with the blog posts and
 * meta pages on every write path: create, update, delete, rows written around the API (a re-inserted row, as the
 * trash's restore writes it; bulk seeding), and on PostgreSQL two transactions adding the same title at once.
 * After each step the stored rows are compared with what the records say now, computed here from scratch.
 */
import pg from 'pg';
import { expect, it } from 'vitest';
import { linkFindings, parseBodyLinks, type BodyLink, type LinkSite } from '../../src/lib/bodyLinks.ts';
import { altFileKeyOf, altIsFileName, OVERSIZED_BYTES, OVERSIZED_WIDTH } from '../../src/lib/imageChecks.ts';
import { onSiteHost, SEO_PROBLEM_CODES, seoTextKey, siteKeyHost } from '../../src/lib/seoProblems.ts';
import { DUPLICATE_KEY_MARK } from '../src/db/migrations/shared.ts';
import { eachDialect, multipart, type TestServer } from './helpers.ts';
import { GOOD_DESCRIPTION, redirectRow, seoFixture } from './seoFixture.ts';

/** What the stored rows must say, from the blogs and metas tables alone (the report's rules, written out again). */
async function expected(server: TestServer) {
  const { db } = server.ctx;
  const blogs = await db.selectFrom('blogs').selectAll().execute();
  const metas = await db.selectFrom('metas').selectAll().execute();
  // The image codes (migration 0022): the featured library image, and the library images a body shows.
  const assets = await db.selectFrom('assets').selectAll().orderBy('id').execute();
  const byId = new Map(assets.map((row) => [row.id, row]));
  const big = (row: (typeof assets)[number]) => row.bytes > OVERSIZED_BYTES || row.width > OVERSIZED_WIDTH;
  const altIsName = (id: number | null) => {
    const row = id === null ? undefined : byId.get(id);
    return !!row && row.decorative === 0 && altIsFileName(row.alt, row.originalName);
  };
  const oversized = (id: number | null, stems: string | null = '') => {
    const row = id === null ? undefined : byId.get(id);
    return (!!row && big(row)) || assets.some((a) => big(a) && !!stems && stems.includes(a.name.slice(0, 32)));
  };
  const records = [
    ...blogs.map((b) => ({
      type: 'blog',
      id: b.id,
      recordId: b.blogId,
      title: b.metaTitle,
      description: b.metaDescription,
      url: b.blogUrl,
      // A key marked as an old duplicate (migration 0020) compares by its real key.
      urlKey: (b.blogUrlKey ?? b.blogUrl).split(DUPLICATE_KEY_MARK)[0] ?? b.blogUrl,
      image: b.imageUrl,
      bodyImage: b.bodyImageWithoutAlt,
      links: parseBodyLinks(b.bodyLinks),
      altFileName: altIsName(b.imageId) || !!b.bodyAltFileName,
      oversized: oversized(b.imageId, b.bodyAssets),
      dataImage: !!b.bodyDataImage,
    })),
    ...metas.map((m) => ({
      type: 'meta',
      id: m.id,
      recordId: String(m.id),
      title: m.metaTitle,
      description: m.metaDescription,
      url: m.metaUrl,
      // A key marked as an old duplicate by migration 0003 compares by its real key.
      urlKey: (m.metaUrlKey ?? m.metaUrl).split(DUPLICATE_KEY_MARK)[0] ?? m.metaUrl,
      image: m.image,
      bodyImage: null,
      links: [] as BodyLink[],
      altFileName: altIsName(m.imageId),
      oversized: oversized(m.imageId),
      dataImage: false,
    })),
  ];
  const siteHost = siteKeyHost(server.config.siteUrl);
  // The link checks: the paths posts and pages answer, and the redirects, as the tables hold them now.
  const redirects = await db.selectFrom('redirects').select(['fromKey', 'to', 'toKey']).execute();
  const pages = new Set([...blogs.map((b) => b.blogPathKey), ...metas.map((m) => m.metaPathKey)]);
  const redirectOf = new Map(redirects.map((r) => [r.fromKey, { to: r.to, toKey: r.toKey ?? r.to }]));
  const broken = await db.selectFrom('linkChecks').select(['url', 'reason']).where('broken', '=', 1).execute();
  const brokenReason = new Map(broken.map((row) => [row.url, row.reason ?? '']));
  const site: LinkSite = {
    host: siteHost,
    isPage: (key) => pages.has(key),
    redirectOf: (key) => redirectOf.get(key),
    brokenExternal: (url) => brokenReason.get(url),
  };
  const groupSizes = (keyOf: (r: (typeof records)[number]) => string | null) => {
    const sizes = new Map<string, number>();
    for (const r of records) {
      const key = keyOf(r);
      if (key !== null) sizes.set(key, (sizes.get(key) ?? 0) + 1);
    }
    return (r: (typeof records)[number]) => {
      const key = keyOf(r);
      return key !== null && (sizes.get(key) ?? 0) > 1 ? 1 : 0;
    };
  };
  const textKey = (text: string) => seoTextKey(text) || null;
  const dupTitle = groupSizes((r) => textKey(r.title));
  const dupDescription = groupSizes((r) => textKey(r.description));
  const dupUrl = groupSizes((r) => r.urlKey);
  const rows = records.map((r) => {
    const title = r.title.trim();
    const description = r.description.trim();
    const found = linkFindings(r.links, site);
    const flags = {
      duplicate_url: dupUrl(r),
      duplicate_title: dupTitle(r),
      duplicate_description: dupDescription(r),
      title_too_long: title.length > 60 ? 1 : 0,
      description_too_long: description.length > 160 ? 1 : 0,
      description_too_short: description.length < 50 ? 1 : 0,
      missing_image: r.image ? 0 : 1,
      insecure_url: /^http:/i.test(r.url.trim()) ? 1 : 0,
      off_site_url: onSiteHost(r.urlKey, siteHost) ? 0 : 1,
      image_missing_alt: r.bodyImage ? 1 : 0,
      broken_internal_link: found.broken ? 1 : 0,
      link_to_redirect: found.redirected ? 1 : 0,
      redirect_chain: found.chained ? 1 : 0,
      broken_external_link: found.external ? 1 : 0,
      image_alt_is_filename: r.altFileName ? 1 : 0,
      image_oversized: r.oversized ? 1 : 0,
      inline_data_image: r.dataImage ? 1 : 0,
    };
    const problemCount = Object.values(flags).reduce((a, b) => a + b, 0);
    return { type: r.type, id: r.id, recordId: r.recordId, title: r.title, url: r.url, ...flags, problemCount };
  });
  const summary = ['blog', 'meta'].map((type) => {
    const ofType = rows.filter((r) => r.type === type);
    return {
      type,
      records: ofType.filter((r) => r.problemCount > 0).length,
      ...Object.fromEntries(SEO_PROBLEM_CODES.map((code) => [code, ofType.filter((r) => r[code] === 1).length])),
    };
  });
  return { rows, summary };
}

const byTypeAndId = (a: { type: string; id: number }, b: { type: string; id: number }) =>
  a.type.localeCompare(b.type) || a.id - b.id;

/** The stored rows and summary equal what the records say now. */
async function expectInStep(server: TestServer) {
  const want = await expected(server);
  const columns = ['type', 'id', 'recordId', 'title', 'url', ...SEO_PROBLEM_CODES, 'problemCount'] as const;
  const stored = await server.ctx.db.selectFrom('seoRecords').select(columns).execute();
  expect(stored.sort(byTypeAndId)).toEqual(want.rows.sort(byTypeAndId));
  const summary = await server.ctx.db.selectFrom('seoSummary').selectAll().orderBy('type').execute();
  expect(summary).toEqual(want.summary);
  return want;
}

eachDialect('seo report flags kept in step', (dialect) => {
  const fixture = seoFixture(dialect);
  const { blog, meta, report } = fixture;

  it('starts in step, and a create joins and flags a duplicate group', async () => {
    await expectInStep(fixture.server);
    await blog('alpha', { metaTitle: 'Pricing' });
    await expectInStep(fixture.server);
    const pricing = await meta('https://example.com/pricing', { metaTitle: ' PRICING ' });
    const { rows } = await expectInStep(fixture.server);
    expect(
      rows
        .filter((r) => r.duplicate_title === 1)
        .map((r) => r.recordId)
        .sort(),
    ).toEqual(['alpha', String(pricing.id)].sort());
    await blog('beta', { metaTitle: 'pricing' });
    await expectInStep(fixture.server);
    expect((await report('?problem=duplicate_title')).total).toBe(3);
  });

  it('an update moves a record between groups and clears the group it left', async () => {
    const moved = await fixture.server.request('PUT', '/blogs/updateBlog/beta', {
      token: fixture.token,
      form: multipart({ metaTitle: 'Something else' }),
    });
    expect(moved.status).toBe(200);
    await expectInStep(fixture.server);
    const left = await report('?problem=duplicate_title');
    expect(left.total).toBe(2);
    expect(left.result[0]?.problems[0]?.message).toMatch(/^Same title as 1 other page/);

    // The meta page's title, description, URL and image change; then the blog's URL becomes the meta's.
    const metaId = (await fixture.server.ctx.db.selectFrom('metas').select('id').executeTakeFirstOrThrow()).id;
    const edited = await fixture.server.request('PUT', `/meta/updateMeta/${metaId}`, {
      token: fixture.token,
      form: multipart({ metaTitle: 'T'.repeat(61), metaDescription: 'short', metaUrl: 'http://example.com/new' }),
    });
    expect(edited.status).toBe(200);
    await expectInStep(fixture.server);
    expect((await report('?problem=duplicate_title')).total).toBe(0);
    const urlTwin = await fixture.server.request('PUT', '/blogs/updateBlog/alpha', {
      token: fixture.token,
      form: multipart({ blogUrl: 'HTTP://EXAMPLE.com/new/' }),
    });
    expect(urlTwin.status).toBe(200);
    await expectInStep(fixture.server);
    expect((await report('?problem=duplicate_url')).total).toBe(2);
  });

  it('a delete clears the partner of a pair, and a re-inserted row (as the trash restores it) flags it again', async () => {
    const row = await fixture.server.ctx.db
      .selectFrom('blogs')
      .selectAll()
      .where('blogId', '=', 'alpha')
      .executeTakeFirstOrThrow();
    const deleted = await fixture.server.request('DELETE', '/blogs/deleteBlog/alpha', { token: fixture.token });
    expect(deleted.status).toBe(200);
    await expectInStep(fixture.server);
    expect((await report('?problem=duplicate_url')).total).toBe(0);
    await fixture.server.ctx.db.insertInto('blogs').values(row).execute();
    await expectInStep(fixture.server);
    expect((await report('?problem=duplicate_url')).total).toBe(2);

    const metaId = (await fixture.server.ctx.db.selectFrom('metas').select('id').executeTakeFirstOrThrow()).id;
    expect(
      (await fixture.server.request('DELETE', `/meta/deleteMeta/${metaId}`, { token: fixture.token })).status,
    ).toBe(200);
    await expectInStep(fixture.server);
    expect((await report('?problem=duplicate_url')).total).toBe(0);
  });

  it('rows written around the API in bulk, then changed and removed in bulk, stay in step', async () => {
    const now = Date.now();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      blogId: `bulk-${i}`,
      blogTitle: `Bulk ${i}`,
      blogUrl: `https://example.com/bulk/${i % 10}`,
      metaTitle: i % 3 === 0 ? 'Shared title' : `Bulk title ${i}`,
      metaDescription: i % 2 === 0 ? '' : GOOD_DESCRIPTION,
      description: '<p>x</p>',
      category: 'News',
      creator: 'seed',
      changer: 'seed',
      channel: 'API',
      createdDate: now,
      changedDate: now,
      imageUrl: i % 4 === 0 ? null : 'a.png',
      version: 1,
    }));
    await fixture.server.ctx.db.insertInto('blogs').values(rows).execute();
    await expectInStep(fixture.server);
    await fixture.server.ctx.db
      .updateTable('blogs')
      .set({ metaTitle: 'Shared title' })
      .where('blogId', 'like', 'bulk-1%')
      .execute();
    await expectInStep(fixture.server);
    await fixture.server.ctx.db.deleteFrom('blogs').where('blogId', 'like', 'bulk-2%').execute();
    await expectInStep(fixture.server);
    // A write that changes nothing the report reads leaves the stored facts alone.
    await fixture.server.ctx.db.updateTable('blogs').set({ changer: 'someone' }).execute();
    await expectInStep(fixture.server);
    await fixture.server.ctx.db.deleteFrom('blogs').execute();
    expect((await expectInStep(fixture.server)).rows).toEqual([]);
  });

  it('link checks stay in step as posts, pages and redirects come, move and go, one by one and in bulk', async () => {
    const links = (...paths: string[]) => paths.map((p) => `<a href="${p}">${p}</a>`).join(' ');
    await blog('links-a', { blogUrl: 'https://example.com/l/a', description: links('/l/b', '/l/c', '/p/x') });
    await expectInStep(fixture.server);
    await blog('links-b', { blogUrl: 'https://example.com/l/b', description: links('/l/a', '/r/1') });
    await expectInStep(fixture.server);
    await meta('https://example.com/p/x');
    await expectInStep(fixture.server);
    const { db } = fixture.server.ctx;
    const now = Date.now();
    const redirect = (from: string, to: string) => redirectRow(from, to, 'seed');
    // Several redirects in one statement, one of them continuing another (a chain from /r/1).
    await db
      .insertInto('redirects')
      .values([redirect('/r/1', '/r/2'), redirect('/r/2', '/l/a'), redirect('/l/c', '/l/b')])
      .execute();
    await expectInStep(fixture.server);
    await db.updateTable('redirects').set({ to: '/l/a', toKey: '/l/a' }).where('fromKey', '=', '/r/1').execute();
    await expectInStep(fixture.server);
    // Posts move and their bodies change in one statement.
    await db.updateTable('blogs').set({ blogPathKey: '/l/moved' }).where('blogId', '=', 'links-b').execute();
    await expectInStep(fixture.server);
    await db
      .updateTable('blogs')
      .set({ bodyLinks: JSON.stringify([['', '/l/moved']]) })
      .execute();
    await expectInStep(fixture.server);
    await db.deleteFrom('redirects').execute();
    await expectInStep(fixture.server);
    await db.deleteFrom('metas').execute();
    await expectInStep(fixture.server);
    await db.deleteFrom('blogs').where('blogId', '=', 'links-b').execute();
    await expectInStep(fixture.server);
    // Links to other sites: the external checks' findings, written in bulk, flag and clear the posts.
    await blog('links-out', {
      description: links('https://other.example.org/a', 'https://other.example.org/b', 'https://example.com/l/a'),
    });
    await expectInStep(fixture.server);
    await db.updateTable('linkChecks').set({ broken: 1, reason: 'answered 404', checkedAt: now }).execute();
    const flagged = await expectInStep(fixture.server);
    expect(flagged.rows.filter((r) => r.broken_external_link === 1).map((r) => r.recordId)).toEqual(['links-out']);
    await db.deleteFrom('linkChecks').where('url', '=', 'https://other.example.org/a').execute();
    await expectInStep(fixture.server);
    await db.updateTable('linkChecks').set({ broken: 0 }).execute();
    await expectInStep(fixture.server);
  });

  it('image checks stay in step as assets and the records using them change, one by one and in bulk', async () => {
    const { db } = fixture.server.ctx;
    const now = Date.now();
    const asset = (i: number, alt: string, width: number) => ({
      name: `${i.toString(16).padStart(32, 'a')}.png`,
      folder: 'assets',
      originalName: `photo-${i}.png`,
      mime: 'image/png',
      bytes: 1000,
      width,
      height: 10,
      alt,
      altFileKey: altFileKeyOf(alt),
      caption: '',
      decorative: 0,
      focalX: 5000,
      focalY: 5000,
      renditions: '',
      creator: 'seed',
      createdAt: now,
      version: 1,
    });
    const rows = [asset(1, 'Photo 1', 100), asset(2, 'A view of the bay', 100), asset(3, 'IMG_2041', 4001)];
    const [a1, a2, a3] = await db.insertInto('assets').values(rows).returning(['id', 'name']).execute();
    await expectInStep(fixture.server);
    const shown = (name: string) =>
      `<p><img src="https://api.example.com/content/images/assets/${name}" alt="Seen"></p>`;
    await blog('img-a', { imageId: String(a1!.id), description: shown(a2!.name) }, false);
    await blog('img-b', { imageId: String(a2!.id), description: shown(a3!.name) }, false);
    await meta('https://example.com/img', { imageId: String(a3!.id) }, false);
    const before = await expectInStep(fixture.server);
    expect(
      before.rows
        .filter((r) => r.image_alt_is_filename)
        .map((r) => r.recordId)
        .sort(),
    ).toEqual(['img-a', expect.any(String)].sort());
    await db.updateTable('assets').set({ width: 5000 }).where('id', 'in', [a1!.id, a2!.id]).execute();
    await expectInStep(fixture.server);
    await db.updateTable('assets').set({ alt: 'IMG_0001', altFileKey: '*' }).where('id', '=', a2!.id).execute();
    await expectInStep(fixture.server);
    await db.updateTable('assets').set({ decorative: 1, bytes: 10, width: 10 }).execute();
    await expectInStep(fixture.server);
    const edited = await fixture.server.request('PUT', '/blogs/updateBlog/img-b', {
      token: fixture.token,
      form: multipart({ description: `<p><img src="data:image/png;base64,AAAA" alt="x"></p>`, imageId: '' }),
    });
    expect(edited.status).toBe(200);
    await expectInStep(fixture.server);
    await db.deleteFrom('assets').where('id', '=', a3!.id).execute();
    await expectInStep(fixture.server);
    await db.deleteFrom('assets').execute();
    await expectInStep(fixture.server);
  });

  it.runIf(dialect === 'postgres')(
    'two transactions adding the same title at once both see the duplicate',
    async () => {
      const url = fixture.server.config.databaseUrl;
      const [a, b] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
      await Promise.all([a.connect(), b.connect()]);
      try {
        // A blog post and a meta page: they count in different summary rows, so nothing else orders the two.
        const insertMeta = (client: pg.Client) =>
          client.query(
            `insert into metas ("metaTitle", "metaUrl", "metaUrlKey", "pageMeta", "metaDescription", image, creator,
              changer, "createdDate", "changedDate", version)
             values ('Same at once', $1, $1, 'p', $2, 'a.png', 'x', 'x', 0, 0, 1)`,
            ['https://example.com/at-once', GOOD_DESCRIPTION],
          );
        const insertBlog = (client: pg.Client) =>
          client.query(
            `insert into blogs ("blogId", "blogTitle", "blogUrl", "metaTitle", "metaDescription", description, category,
              creator, changer, channel, "createdDate", "changedDate", "imageUrl", version)
             values ('at-once', 'At once', $1, 'same AT ONCE', $2, '<p>x</p>', 'News', 'x', 'x', 'API', 0, 0, 'a.png', 1)`,
            ['https://example.com/blog/at-once', GOOD_DESCRIPTION],
          );
        await a.query('begin');
        await b.query('begin');
        await insertMeta(a);
        // B waits for A's lock: without it, neither transaction would see the other's row.
        const second = insertBlog(b);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await a.query('commit');
        await second;
        await b.query('commit');
      } finally {
        await Promise.all([a.end(), b.end()]);
      }
      await expectInStep(fixture.server);
      expect((await report('?problem=duplicate_title')).total).toBe(2);
    },
  );
});
