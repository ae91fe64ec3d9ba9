/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eachDialect, passwordToken, signIn, startTestServer, type TestServer } from './helpers.ts';

const enquiry = {
  name: 'Ana',
  emailId: 'ana@example.com',
  phoneNo: '+1 (555) 010-2000',
  country: 'PT',
  service: 'SEO',
  message: 'Hello there',
  enquiryCategory: 'FOOTER',
  enquiryPage: '/pricing',
  channel: 'WEB',
};
const contact = { name: 'Ana', email: 'ana@example.com', subject: 'Question', message: 'Can you help?' };

eachDialect('enquiries and contact messages', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
  });
  afterAll(() => server.close());

  it('takes an enquiry from the website without a session and lists it for the admin', async () => {
    const sent = await server.request('POST', '/api/enquiries', { json: enquiry, ip: '203.0.113.7' });
    expect(sent.status).toBe(201);
    const id = sent.body.result.id as number;
    const list = await server.request('GET', '/api/enquiries/list', { token });
    const stored = list.body.result.find((e: { id: number }) => e.id === id);
    expect(stored).toMatchObject({ ...enquiry, ip: '203.0.113.7', version: 0, changer: null });
    expect(stored.createdDate).toBe(new Date(server.clock.now).toISOString());
    const minimal = await server.request('POST', '/api/enquiries', {
      json: { name: 'B', emailId: 'b@example.com', message: 'm', enquiryCategory: 'PAGE' },
      ip: '203.0.113.8',
    });
    expect(minimal.status).toBe(201);
    const all = await server.request('GET', '/api/enquiries/list?enquiryCategory=PAGE', { token });
    expect(all.body.result).toHaveLength(1);
    expect(all.body.result[0]).toMatchObject({ name: 'B', channel: 'WEB', phoneNo: '' });
  });

  it('validates enquiries', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'n'.repeat(101) }, 'name'],
      [{ emailId: 'not-an-email' }, 'emailId'],
      [{ emailId: `${'a'.repeat(250)}@x.co` }, 'emailId'],
      [{ phoneNo: 'call me' }, 'phoneNo'],
      [{ phoneNo: '1'.repeat(31) }, 'phoneNo'],
      [{ country: 'c'.repeat(101) }, 'country'],
      [{ service: 's'.repeat(101) }, 'service'],
      [{ message: '' }, 'message'],
      [{ message: 'm'.repeat(5001) }, 'message'],
      [{ enquiryCategory: 'SIDEBAR' }, 'enquiryCategory'],
      [{ enquiryCategory: undefined }, 'enquiryCategory'],
      [{ enquiryPage: 'p'.repeat(2049) }, 'enquiryPage'],
      [{ channel: 'c'.repeat(51) }, 'channel'],
      [{ name: { $gt: '' } }, 'name'],
    ];
    for (const [override, field] of cases) {
      const reply = await server.request('POST', '/api/enquiries', {
        json: { ...enquiry, ...override },
        ip: '198.51.100.1',
      });
      expect(reply.status, field).toBe(400);
      expect(Object.keys(reply.body.errors)).toEqual([field]);
    }
    const huge = await server.request('POST', '/api/enquiries', {
      json: { ...enquiry, message: 'x'.repeat(100_000) },
      ip: '198.51.100.1',
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBeTypeOf('string');
  });

  it('lists the enquiries received at or after since (every form or one), and refuses a bad since', async () => {
    const send = (name: string, enquiryCategory: string) =>
      server.request('POST', '/api/enquiries', { json: { ...enquiry, name, enquiryCategory }, ip: '203.0.113.20' });
    server.clock.advance(60);
    expect((await send('Older', 'HEADER')).status).toBe(201);
    server.clock.advance(2 * 24 * 60 * 60);
    token = await signIn(server); // the session has idled out meanwhile
    const start = server.clock.now;
    expect((await send('Newer', 'HEADER')).status).toBe(201);
    server.clock.advance(60);
    expect((await send('Newest', 'PAGE')).status).toBe(201);
    const names = async (query: string) => {
      const reply = await server.request('GET', `/api/enquiries/list?${query}`, { token });
      expect(reply.status, query).toBe(200);
      return { names: reply.body.result.map((e: { name: string }) => e.name), total: reply.body.total };
    };
    const at = new Date(start).toISOString();
    expect(await names(`since=${at}&pageSize=10`)).toEqual({ names: ['Newest', 'Newer'], total: 2 });
    // the same instant in another zone; the whole-list form; with a form's filter and a search
    expect(
      await names(`since=${encodeURIComponent(new Date(start + 2 * 3600_000).toISOString().slice(0, 19) + '+02:00')}`),
    ).toEqual({
      names: ['Newest', 'Newer'],
      total: undefined,
    });
    expect(await names(`since=${at}&enquiryCategory=HEADER&page=1`)).toEqual({ names: ['Newer'], total: 1 });
    expect(await names(`since=${at}&q=newest&page=1`)).toEqual({ names: ['Newest'], total: 1 });
    expect((await names(`since=${new Date(start - 1).toISOString()}&enquiryCategory=HEADER&page=1`)).total).toBe(1);
    expect((await names(`since=${new Date(start + 1).toISOString()}&page=1`)).total).toBe(1);
    expect((await names(`since=&enquiryCategory=HEADER&page=1`)).names).toContain('Older');

    for (const bad of ['yesterday', '2026-02-30T00:00:00Z', '2026-01-01', '2026-01-01T00:00:00', '7', 'a&since=b']) {
      const reply = await server.request('GET', `/api/enquiries/list?since=${bad}`, { token });
      expect(reply.status, bad).toBe(400);
      expect(reply.body).toEqual({
        message: 'since must be an ISO 8601 date and time with a time zone, e.g. 2030-01-31T09:00:00Z',
        errors: { since: 'since must be an ISO 8601 date and time with a time zone, e.g. 2030-01-31T09:00:00Z' },
      });
    }
  });

  it('rate-limits public submissions per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const json = i % 2 ? { ...enquiry, name: `n${i}` } : { ...contact, name: `n${i}` };
      statuses.push(
        (await server.request('POST', i % 2 ? '/api/enquiries' : '/contacts/submit', { json, ip: '192.0.2.50' }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await server.request('POST', '/contacts/submit', { json: contact, ip: '192.0.2.51' })).status).toBe(201);
  });

  it('deletes enquiries, and guards the admin calls', async () => {
    const sent = await server.request('POST', '/api/enquiries', { json: enquiry, ip: '203.0.113.9' });
    const id = sent.body.result.id as number;
    const pending = await passwordToken(server);
    for (const auth of [undefined, pending]) {
      expect((await server.request('GET', '/api/enquiries/list', { token: auth })).status).toBe(401);
      expect((await server.request('DELETE', `/api/enquiries/delete/${id}`, { token: auth })).status).toBe(401);
    }
    expect((await server.request('DELETE', `/api/enquiries/delete/${id}`, { token })).body).toEqual({ result: true });
    expect((await server.request('DELETE', `/api/enquiries/delete/${id}`, { token })).status).toBe(404);
    expect((await server.request('DELETE', '/api/enquiries/delete/abc', { token })).status).toBe(404);
    expect((await server.request('GET', '/api/enquiries/list?enquiryCategory=OTHER', { token })).status).toBe(400);
  });

  it('searches and pages enquiries', async () => {
    for (const name of ['Qq one', 'Qq two', 'Qq three']) {
      await server.request('POST', '/api/enquiries', { json: { ...enquiry, name }, ip: `203.0.114.${name.length}` });
    }
    const page = await server.request('GET', '/api/enquiries/list?q=qq&page=1&pageSize=2&sort=oldest', { token });
    expect(page.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.body.result.map((e: { name: string }) => e.name)).toEqual(['Qq one', 'Qq two']);
  });

  it('moves a contact message forward only: new, read, replied', async () => {
    const sent = await server.request('POST', '/contacts/submit', { json: contact, ip: '203.0.113.20' });
    expect(sent.status).toBe(201);
    const id = sent.body.result.id as number;
    const listed = await server.request('GET', '/contacts/list?status=new', { token });
    expect(listed.body.result.find((c: { id: number }) => c.id === id)).toMatchObject({ ...contact, status: 'new' });
    const read = await server.request('PUT', `/contacts/updateStatus/${id}`, { token, json: { status: 'read' } });
    expect(read.body.result.status).toBe('read');
    expect(
      (await server.request('PUT', `/contacts/updateStatus/${id}`, { token, json: { status: 'read' } })).status,
    ).toBe(200);
    expect(
      (await server.request('PUT', `/contacts/updateStatus/${id}`, { token, json: { status: 'replied' } })).body.result
        .status,
    ).toBe('replied');
    const back = await server.request('PUT', `/contacts/updateStatus/${id}`, { token, json: { status: 'read' } });
    expect(back.status).toBe(409);
    expect(
      (await server.request('PUT', `/contacts/updateStatus/${id}`, { token, json: { status: 'new' } })).status,
    ).toBe(400);
    expect(
      (await server.request('PUT', `/contacts/updateStatus/${id}`, { token, json: { status: 'spam' } })).status,
    ).toBe(400);
    expect(
      (await server.request('PUT', '/contacts/updateStatus/99999', { token, json: { status: 'read' } })).status,
    ).toBe(404);
    expect(
      (await server.request('GET', '/contacts/list?status=replied', { token })).body.result.map(
        (c: { id: number }) => c.id,
      ),
    ).toContain(id);
    expect((await server.request('DELETE', `/contacts/deleteContact/${id}`, { token })).body).toEqual({ result: true });
    expect((await server.request('DELETE', `/contacts/deleteContact/${id}`, { token })).status).toBe(404);
  });

  it('validates contact messages and guards the admin calls', async () => {
    for (const [override, field] of [
      [{ name: '' }, 'name'],
      [{ email: 'x' }, 'email'],
      [{ subject: 's'.repeat(201) }, 'subject'],
      [{ message: '' }, 'message'],
    ] as const) {
      const reply = await server.request('POST', '/contacts/submit', {
        json: { ...contact, ...override },
        ip: '198.51.100.2',
      });
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.errors)).toEqual([field]);
    }
    for (const auth of [undefined, await passwordToken(server)]) {
      expect((await server.request('GET', '/contacts/list', { token: auth })).status).toBe(401);
      expect(
        (await server.request('PUT', '/contacts/updateStatus/1', { token: auth, json: { status: 'read' } })).status,
      ).toBe(401);
      expect((await server.request('DELETE', '/contacts/deleteContact/1', { token: auth })).status).toBe(401);
    }
    expect((await server.request('GET', '/contacts/list?status=archived', { token })).status).toBe(400);
  });
});
