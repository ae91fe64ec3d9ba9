/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blogFields, eachDialect, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';

const DAY_S = 24 * 60 * 60;

eachDialect('dashboard summary', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
  });
  afterAll(() => server.close());

  const summary = async () => {
    const reply = await server.request('GET', '/dashboard/summary', { token });
    expect(reply.status).toBe(200);
    return reply.body.result as Record<string, number>;
  };
  const post = (blogId: string, extra: Record<string, string> = {}) =>
    server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields(blogId, extra)) });
  const enquiry = () =>
    server.request('POST', '/api/enquiries', {
      json: { name: 'Ana', emailId: 'ana@example.com', message: 'Quote please', enquiryCategory: 'FOOTER' },
    });
  const contact = (name: string) =>
    server.request('POST', '/contacts/submit', {
      json: { name, email: 'a@example.com', subject: 'Hello', message: 'A question' },
    });

  it('answers zeros on an empty site and needs a full session', async () => {
    expect(await summary()).toEqual({
      totalBlogs: 0,
      categories: 0,
      metaPages: 0,
      totalContacts: 0,
      contactMessages: 0,
      enquiries: 0,
      newContacts: 0,
      enquiriesLast7Days: 0,
      drafts: 0,
      scheduled: 0,
      trashed: 0,
      seoProblems: 0,
    });
    expect((await server.request('GET', '/dashboard/summary')).status).toBe(401);
    expect((await server.request('GET', '/dashboard/summary', { token: 'not-a-token' })).status).toBe(401);
  });

  it('counts every record, new messages, recent enquiries, drafts and still-scheduled posts', async () => {
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'Tech', categoryUrl: '/tech', categoryDescription: 'd' },
    });
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/news', categoryDescription: 'd' },
    });
    await server.request('POST', '/meta/createMeta', {
      token,
      form: multipart({ metaTitle: 'Home', metaDescription: 'd', pageMeta: 'p', metaUrl: 'https://example.com/' }),
    });
    expect((await post('live')).status).toBe(201);
    expect((await post('draft-one', { status: 'draft' })).status).toBe(201);
    const inOneHour = new Date(server.clock.now + 3600_000).toISOString();
    const inOneDay = new Date(server.clock.now + DAY_S * 1000).toISOString();
    expect((await post('soon', { status: 'scheduled', publishAt: inOneHour })).status).toBe(201);
    expect((await post('later', { status: 'scheduled', publishAt: inOneDay })).status).toBe(201);

    // An enquiry from 8 days ago no longer counts as recent; two from today do.
    expect((await enquiry()).status).toBe(201);
    server.clock.advance(8 * DAY_S);
    token = await signIn(server); // the session has idled out meanwhile
    const old = await summary();
    expect(old).toMatchObject({ enquiries: 1, enquiriesLast7Days: 0 });
    // Both scheduled posts' times have passed: they are published now, not scheduled.
    expect(old).toMatchObject({ totalBlogs: 4, drafts: 1, scheduled: 0 });

    const inTwoHours = new Date(server.clock.now + 7200_000).toISOString();
    expect((await post('next', { status: 'scheduled', publishAt: inTwoHours })).status).toBe(201);
    expect((await enquiry()).status).toBe(201);
    expect((await enquiry()).status).toBe(201);
    const first = await contact('Ana');
    await contact('Ben');
    await contact('Cy');
    await server.request('PUT', `/contacts/updateStatus/${first.body.result.id}`, { token, json: { status: 'read' } });

    const counts = await summary();
    expect(counts).toEqual({
      totalBlogs: 5,
      categories: 2,
      metaPages: 1,
      totalContacts: 6,
      contactMessages: 3,
      enquiries: 3,
      newContacts: 2,
      enquiriesLast7Days: 2,
      drafts: 1,
      scheduled: 1,
      trashed: 0,
      // every post and the meta page lack a share image
      seoProblems: 6,
    });

    // The same numbers the lists report for the filters the dashboard links to.
    const total = async (path: string) => (await server.request('GET', path, { token })).body.total as number;
    expect(await total('/seo/report?pageSize=1')).toBe(counts.seoProblems);
    expect(await total('/contacts/list?status=new&pageSize=1')).toBe(2);
    expect(await total('/blogs/list?status=draft&pageSize=1')).toBe(1);
    expect(await total('/blogs/list?status=scheduled&pageSize=1')).toBe(1);
    // "Enquiries in the last 7 days" links to the enquiry list from 7 × 24 h ago (every form).
    const recent = () =>
      total(`/api/enquiries/list?since=${new Date(server.clock.now - 7 * DAY_S * 1000).toISOString()}&pageSize=1`);
    expect(await recent()).toBe(counts.enquiriesLast7Days);

    // Exactly 7 days later the two enquiries are at the window's start (still counted, as by the list's since);
    // a second later they have left it.
    server.clock.advance(7 * DAY_S);
    token = await signIn(server);
    expect(await summary()).toMatchObject({ enquiriesLast7Days: 2 });
    expect(await recent()).toBe(2);
    server.clock.advance(1);
    expect(await summary()).toMatchObject({ enquiriesLast7Days: 0, scheduled: 0, drafts: 1 });
    expect(await recent()).toBe(0);
  });
});
