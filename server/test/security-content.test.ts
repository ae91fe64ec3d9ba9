/**
 * Content that comes in (issue 17): email addresses that would turn a mailto: link into a message with hidden
 * recipients are refused by every call that accepts an address.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BAD_EMAILS, GOOD_EMAILS } from './fixtures/emails.ts';
import { ABOUT, ABOUT_SPELLINGS, CAFE_SPELLINGS } from './fixtures/lookalikes.ts';
import { categoryUrlOf, eachDialect, signIn, startTestServer, type TestServer } from './helpers.ts';

eachDialect('email addresses on every call that accepts one', (dialect) => {
  let server: TestServer;
  let token: string;
  let ip = 0;
  const nextIp = () => `198.51.100.${++ip % 250}`; // public forms are limited per IP
  beforeAll(async () => {
    server = await startTestServer(dialect, { publicFormLimitPerIp: 1000 });
    token = await signIn(server);
  });
  afterAll(() => server.close());

  const submitEnquiry = (emailId: string) =>
    server.request('POST', '/api/enquiries', {
      json: { name: 'Ana', emailId, message: 'Hello', enquiryCategory: 'PAGE' },
      ip: nextIp(),
    });
  const submitContact = (email: string) =>
    server.request('POST', '/contacts/submit', {
      json: { name: 'Ana', email, subject: 'Hi', message: 'Hello' },
      ip: nextIp(),
    });

  it.each(BAD_EMAILS)('refuses %j on the public enquiry and contact calls', async (address) => {
    const enquiry = await submitEnquiry(address);
    expect(enquiry.status).toBe(400);
    expect(enquiry.body.errors).toEqual({ emailId: expect.any(String) as string });
    const contact = await submitContact(address);
    expect(contact.status).toBe(400);
    expect(contact.body.errors).toEqual({ email: expect.any(String) as string });
  });

  it('stored nothing from the refused addresses', async () => {
    const enquiries = await server.request('GET', '/api/enquiries/list?enquiryCategory=PAGE', { token });
    const contacts = await server.request('GET', '/contacts/list', { token });
    expect(enquiries.body.result).toEqual([]);
    expect(contacts.body.result).toEqual([]);
  });

  it.each(GOOD_EMAILS)('accepts %j', async (address) => {
    expect((await submitEnquiry(address)).status).toBe(201);
    expect((await submitContact(address)).status).toBe(201);
  });
});

eachDialect('look-alike names and URLs are one record', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
  });
  afterAll(() => server.close());

  const createMeta = (metaUrl: string) =>
    server.request('POST', '/meta/createMeta', {
      token,
      json: { metaTitle: 'About', metaDescription: 'd', pageMeta: 'about', metaUrl },
    });
  const addCategory = (category: string) =>
    server.request('POST', '/category/addCategory', {
      token,
      json: { category, categoryUrl: categoryUrlOf(category), categoryDescription: 'd' },
    });

  it('refuses every other spelling of a meta page URL, on create and on update', async () => {
    expect((await createMeta(ABOUT)).status).toBe(201);
    for (const spelling of ABOUT_SPELLINGS) {
      const reply = await createMeta(spelling);
      expect(reply.status, spelling).toBe(409);
      expect(reply.body.errors).toEqual({ metaUrl: 'metaUrl already exists' });
    }
    const other = await createMeta('https://example.com/contact');
    expect(other.status).toBe(201);
    for (const spelling of ABOUT_SPELLINGS) {
      const reply = await server.request('PUT', `/meta/updateMeta/${other.body.result.id as number}`, {
        token,
        json: { metaUrl: spelling },
      });
      expect(reply.status, spelling).toBe(409);
    }
  });

  it('keeps pages that really differ apart: another query, path case, scheme, host', async () => {
    for (const url of [
      'https://example.com/about?lang=de',
      'https://example.com/About',
      'http://example.com/about',
      'https://www.example.com/about',
    ]) {
      expect((await createMeta(url)).status, url).toBe(201);
    }
  });

  it('refuses every look-alike of a category name, on create and on rename', async () => {
    expect((await addCategory('Café')).status).toBe(201);
    for (const spelling of CAFE_SPELLINGS) {
      const reply = await addCategory(spelling);
      expect(reply.status, JSON.stringify(spelling)).toBe(409);
    }
    const other = await addCategory('Tea');
    for (const spelling of CAFE_SPELLINGS) {
      const reply = await server.request('PUT', `/category/updateCategory/${other.body.result.id as number}`, {
        token,
        json: { category: spelling },
      });
      expect(reply.status, JSON.stringify(spelling)).toBe(409);
    }
    expect((await addCategory('Café Bar')).status).toBe(201);
    expect((await addCategory('Café  Bar')).status).toBe(409);
  });

  it('lets a category be renamed to another case of its own name', async () => {
    const created = await addCategory('Juice');
    const reply = await server.request('PUT', `/category/updateCategory/${created.body.result.id as number}`, {
      token,
      json: { category: 'JUICE' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result.category).toBe('JUICE');
  });
});
