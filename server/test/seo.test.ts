import { expect, it } from 'vitest';
import { syncSiteHost } from '../src/db/seoSite.ts';
import { eachDialect, multipart, passwordToken } from './helpers.ts';
import { redirectRow, seoFixture, type Item, type Problem, type Report } from './seoFixture.ts';

eachDialect('seo report', (dialect) => {
  const fixture = seoFixture(dialect);
  const { blog, meta, report } = fixture;
  const codesOf = (body: Report, recordId: string) =>
    body.result.find((item: Item) => item.recordId === recordId)?.problems.map((p: Problem) => p.code);

  it('needs a full session', async () => {
    const pending = await passwordToken(fixture.server);
    for (const auth of [undefined, pending]) {
      expect((await fixture.server.request('GET', '/seo/report', { token: auth })).status).toBe(401);
    }
  });

  it('is empty with zero counts when all is well', async () => {
    await blog('healthy-post');
    const body = await report();
    expect(body).toEqual({
      result: [],
      total: 0,
      page: 1,
      pageSize: 24,
      summary: {
        duplicate_url: 0,
        duplicate_title: 0,
        duplicate_description: 0,
        title_too_long: 0,
        description_too_long: 0,
        description_too_short: 0,
        missing_image: 0,
        insecure_url: 0,
        off_site_url: 0,
        image_missing_alt: 0,
        broken_internal_link: 0,
        link_to_redirect: 0,
        redirect_chain: 0,
        broken_external_link: 0,
        image_alt_is_filename: 0,
        image_oversized: 0,
        inline_data_image: 0,
      },
    });
  });

  it('finds every problem code, with plain-English messages, worst first', async () => {
    await blog('long-title', { metaTitle: 'T'.repeat(61) });
    await blog('ok-title', { metaTitle: 'T'.repeat(60), blogUrl: 'https://example.com/ok-title-60' });
    await blog('long-desc', { metaDescription: 'd'.repeat(161) });
    await blog('short-desc', { metaDescription: 'd'.repeat(49) });
    await blog('no-image', {}, false);
    await blog('insecure', { blogUrl: 'http://example.com/insecure' });
    const about = await meta('https://example.com/about', { metaTitle: 'About us' });
    await blog('about-post', { metaTitle: '  ABOUT us ' });
    await blog('about-post-2', { metaTitle: 'about US' });
    await blog('dup-desc-a', { metaDescription: 'Same description for two pages, long enough to pass the limit.' });
    await meta('https://example.com/dup-desc', {
      metaDescription: ' same DESCRIPTION for two pages, long enough to pass the limit.',
    });
    await blog('url-twin', { blogUrl: 'HTTPS://Example.COM/pricing/' });
    await meta('https://example.com/pricing');
    await blog(
      'everything',
      {
        metaTitle: 'x'.repeat(70),
        metaDescription: 'short',
        blogUrl: 'http://example.com/everything',
      },
      false,
    );

    const body = await report();
    expect(codesOf(body, 'long-title')).toEqual(['title_too_long']);
    expect(codesOf(body, 'ok-title')).toBeUndefined();
    expect(codesOf(body, 'long-desc')).toEqual(['description_too_long']);
    expect(codesOf(body, 'short-desc')).toEqual(['description_too_short']);
    expect(codesOf(body, 'no-image')).toEqual(['missing_image']);
    expect(codesOf(body, 'insecure')).toEqual(['insecure_url']);
    expect(codesOf(body, String(about.id))).toEqual(['duplicate_title']);
    expect(codesOf(body, 'about-post')).toEqual(['duplicate_title']);
    expect(codesOf(body, 'dup-desc-a')).toEqual(['duplicate_description']);
    expect(codesOf(body, 'url-twin')).toEqual(['duplicate_url']);
    expect(codesOf(body, 'healthy-post')).toBeUndefined();

    const aboutItem = body.result.find((item: Item) => item.type === 'meta' && item.id === about.id);
    expect(aboutItem).toMatchObject({
      title: 'About us',
      url: 'https://example.com/about',
      recordId: String(about.id),
    });
    expect(aboutItem?.problems[0]?.message).toBe('Same title as 2 other pages, e.g. "ABOUT us" (blog about-post)');
    const urlTwin = body.result.find((item: Item) => item.recordId === 'url-twin');
    expect(urlTwin?.problems[0]?.message).toMatch(
      /^Same URL as 1 other page, e\.g\. "Meta https:\/\/example\.com\/pricing" \(meta \d+\)$/,
    );
    expect(body.result.find((item: Item) => item.recordId === 'long-title')?.problems[0]?.message).toBe(
      'Title is 61 characters; search results cut it after about 60',
    );

    // Worst first: the record with four problems leads; ties by title.
    expect(body.result[0]?.recordId).toBe('everything');
    expect(body.result[0]?.problems.map((p: Problem) => p.code)).toEqual([
      'title_too_long',
      'description_too_short',
      'missing_image',
      'insecure_url',
    ]);
    const counts = body.result.map((item: Item) => item.problems.length);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));

    expect(body.summary).toEqual({
      duplicate_url: 2,
      duplicate_title: 3,
      duplicate_description: 2,
      title_too_long: 2,
      description_too_long: 1,
      description_too_short: 2,
      missing_image: 2,
      insecure_url: 2,
      off_site_url: 0,
      image_missing_alt: 0,
      broken_internal_link: 0,
      link_to_redirect: 0,
      redirect_chain: 0,
      broken_external_link: 0,
      image_alt_is_filename: 0,
      image_oversized: 0,
      inline_data_image: 0,
    });
    expect(body.total).toBe(14 - 1);
  });

  it('filters by type, problem and q, and pages', async () => {
    const metas = await report('?type=meta');
    expect(metas.result.every((item: Item) => item.type === 'meta')).toBe(true);
    expect(metas.total).toBe(3);
    const dupes = await report('?problem=duplicate_title');
    expect(dupes.result.map((item: Item) => item.title.trim().toLowerCase())).toEqual([
      'about us',
      'about us',
      'about us',
    ]);
    expect(dupes.summary.duplicate_title).toBe(3); // the summary stays site-wide
    const found = await report('?q=PRICING');
    expect(found.result.map((item: Item) => item.recordId).sort()).toEqual(['url-twin', expect.any(String)].sort());
    expect(found.total).toBe(2);
    expect((await report('?q=100%25')).total).toBe(0);

    const all = await report('?pageSize=100');
    const first = await report('?page=1&pageSize=5');
    const second = await report('?page=2&pageSize=5');
    expect(first.result).toEqual(all.result.slice(0, 5));
    expect(second.result).toEqual(all.result.slice(5, 10));
    expect(second).toMatchObject({ page: 2, pageSize: 5, total: all.total });
    const past = await report('?page=50&pageSize=5');
    expect(past).toMatchObject({ result: [], total: all.total, summary: all.summary });
  });

  it('clears a problem once it is fixed', async () => {
    const before = await report('?problem=duplicate_title');
    expect(before.result.map((item: Item) => item.recordId)).toContain('about-post-2');
    const fixed = await fixture.server.request('PUT', '/blogs/updateBlog/about-post-2', {
      token: fixture.token,
      form: multipart({ metaTitle: 'A different title' }),
    });
    expect(fixed.status).toBe(200);
    const after = await report('?problem=duplicate_title');
    expect(after.total).toBe(2);
    expect(after.result[0]?.problems[0]?.message).toMatch(/^Same title as 1 other page, e\.g\. /);
  });

  it('refuses bad parameters with a 400', async () => {
    for (const query of [
      '?type=page',
      '?problem=slow',
      '?page=0',
      '?pageSize=101',
      '?page=x',
      `?q=${'q'.repeat(201)}`,
      '?type=blog&type=meta',
      '?sort=title',
    ]) {
      const reply = await fixture.server.request('GET', `/seo/report${query}`, { token: fixture.token });
      expect(reply.status, query).toBe(400);
    }
  });
  it('flags a page off the site and an image without alt text, and re-checks every page when the site moves', async () => {
    await blog('elsewhere', { blogUrl: 'https://other.example.org/elsewhere' });
    // Spelled differently, still the site: the host is compared as URL keys spell it (case, default port).
    await meta('https://EXAMPLE.com:443/on-site');
    await blog('no-alt', { description: '<p>Look:</p><p><img src="https://example.com/chart.png"></p>' });
    await blog('decorative', { description: '<p><img src="https://example.com/line.png" alt=""></p>' });

    const off = await report('?problem=off_site_url');
    expect(off.result.map((item: Item) => item.recordId)).toEqual(['elsewhere']);
    expect(off.result[0]?.problems.find((p: Problem) => p.code === 'off_site_url')?.message).toBe(
      'The URL is not on the website (example.com): search engines credit the other site',
    );
    const alt = await report('?problem=image_missing_alt');
    expect(alt.result.map((item: Item) => item.recordId)).toEqual(['no-alt']);
    expect(alt.result[0]?.problems.find((p: Problem) => p.code === 'image_missing_alt')?.message).toBe(
      'An image in the text has no alt text (https://example.com/chart.png): screen readers skip it',
    );

    const fixed = await fixture.server.request('PUT', '/blogs/updateBlog/no-alt', {
      token: fixture.token,
      form: multipart({ description: '<p><img src="https://example.com/chart.png" alt="Sales by month"></p>' }),
    });
    expect(fixed.status).toBe(200);
    expect((await report()).summary.image_missing_alt).toBe(0);

    // The site moves (a new SITE_URL at start): every page is checked again against the new host.
    const pages = Number(
      (
        await fixture.server.ctx.db
          .selectFrom('seoRecords')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    await syncSiteHost(fixture.server.ctx.db, 'https://other.example.org/');
    const moved = await report('?problem=off_site_url');
    expect(moved.summary.off_site_url).toBe(pages - 1);
    expect(moved.result.some((item: Item) => item.recordId === 'elsewhere')).toBe(false);
    await syncSiteHost(fixture.server.ctx.db, fixture.server.config.siteUrl);
    expect((await report()).summary.off_site_url).toBe(1);
  });
  it('checks the links of post bodies against the site: broken, to a redirect, through a chain', async () => {
    const linksOf = async (recordId: string) =>
      (await report(`?q=${recordId}`)).result
        .find((item: Item) => item.recordId === recordId)
        ?.problems.filter((p: Problem) => /link|redirect/.test(p.code)) ?? [];
    await blog('link-target', { blogUrl: 'https://example.com/blog/link-target' });
    await blog('link-source', {
      blogUrl: 'https://example.com/blog/link-source',
      description: [
        '<p><a href="/blog/link-target">on the site</a>',
        '<a href="https://EXAMPLE.com/blog/link-later?">not yet</a>',
        '<a href="https://other.example.org/nowhere">another site</a>',
        '<a href="mailto:editor@example.com">mail</a> <a href="/">home</a> <a href="#top">top</a></p>',
      ].join(' '),
    });
    expect(await linksOf('link-source')).toEqual([
      {
        code: 'broken_internal_link',
        message: 'A link in the text leads to no page on the site (/blog/link-later): readers get "not found"',
      },
    ]);

    // A post that appears at the linked path fixes the link; a meta page's page counts as a page too.
    await blog('link-later', { blogUrl: 'https://example.com/blog/link-later' });
    expect(await linksOf('link-source')).toEqual([]);
    const moved = await fixture.server.request('PUT', '/blogs/updateBlog/link-source', {
      token: fixture.token,
      form: multipart({ description: '<p><a href="/pricing-links">prices</a></p>' }),
    });
    expect(moved.status).toBe(200);
    expect((await linksOf('link-source'))?.map((p: Problem) => p.code)).toEqual(['broken_internal_link']);
    const pricing = await meta('https://example.com/pricing-links');
    expect(await linksOf('link-source')).toEqual([]);

    // The page moves away: a redirect to a page is flagged with where to link instead.
    const redirect = await fixture.server.request('POST', '/redirects/create', {
      token: fixture.token,
      json: { from: '/old-prices', to: '/pricing-links' },
    });
    expect(redirect.status).toBe(201);
    await fixture.server.request('PUT', '/blogs/updateBlog/link-source', {
      token: fixture.token,
      form: multipart({ description: '<p><a href="https://example.com/old-prices">prices</a></p>' }),
    });
    expect(await linksOf('link-source')).toEqual([
      {
        code: 'link_to_redirect',
        message:
          'A link in the text goes to /old-prices, which redirects to /pricing-links: link to /pricing-links instead',
      },
    ]);

    // Redirects written around the API (an import) may chain; the API itself collapses chains.
    const row = (from: string, to: string) => redirectRow(from, to);
    await fixture.server.ctx.db.insertInto('redirects').values(row('/hop-1', '/hop-2')).execute();
    await fixture.server.request('PUT', '/blogs/updateBlog/link-source', {
      token: fixture.token,
      form: multipart({ description: '<p><a href="/hop-1">far</a></p>' }),
    });
    expect((await linksOf('link-source'))?.map((p: Problem) => p.code)).toEqual(['link_to_redirect']);
    await fixture.server.ctx.db.insertInto('redirects').values(row('/hop-2', '/pricing-links')).execute();
    expect(await linksOf('link-source')).toEqual([
      {
        code: 'redirect_chain',
        message:
          'A link in the text goes to /hop-1, which redirects more than once before /pricing-links: link to /pricing-links instead',
      },
    ]);
    await fixture.server.ctx.db.deleteFrom('redirects').where('fromKey', 'in', ['/hop-1', '/hop-2']).execute();
    expect((await linksOf('link-source'))?.map((p: Problem) => p.code)).toEqual(['broken_internal_link']);

    // A page in the trash is no page; restored, it is again.
    await fixture.server.request('PUT', '/blogs/updateBlog/link-source', {
      token: fixture.token,
      form: multipart({ description: '<p><a href="/blog/link-later">later</a></p>' }),
    });
    expect(await linksOf('link-source')).toEqual([]);
    const trashed = await fixture.server.request('DELETE', '/blogs/deleteBlog/link-later', { token: fixture.token });
    expect(trashed.status).toBe(200);
    expect((await linksOf('link-source'))?.map((p: Problem) => p.code)).toEqual(['broken_internal_link']);
    const trash = await fixture.server.request('GET', '/trash/list?type=blog', { token: fixture.token });
    const item = (trash.body as { result: { id: number; recordId: string }[] }).result.find(
      (entry) => entry.recordId === 'link-later',
    );
    const restored = await fixture.server.request('POST', '/trash/restore', {
      token: fixture.token,
      json: { type: 'blog', id: item?.id },
    });
    expect(restored.status).toBe(200);
    expect(await linksOf('link-source')).toEqual([]);

    // Links are checked against the site's host: after a move, a link to the old host is another site's.
    await fixture.server.request('PUT', '/blogs/updateBlog/link-source', {
      token: fixture.token,
      form: multipart({ description: '<p><a href="https://other.example.org/nowhere">there</a></p>' }),
    });
    expect(await linksOf('link-source')).toEqual([]);
    await syncSiteHost(fixture.server.ctx.db, 'https://other.example.org/');
    expect((await linksOf('link-source'))?.map((p: Problem) => p.code)).toEqual(['broken_internal_link']);
    await syncSiteHost(fixture.server.ctx.db, fixture.server.config.siteUrl);
    expect(await linksOf('link-source')).toEqual([]);
    expect(pricing.id).toBeGreaterThan(0);
  });
});
