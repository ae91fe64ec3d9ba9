/**
 * Content that comes in (issue 17): email addresses that would turn a mailto: link into a message with hidden
 * recipients are refused by every call that accepts an address.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BAD_EMAILS, GOOD_EMAILS } from './fixtures/emails.ts';
import { eachDialect, signIn, startTestServer, type TestServer } from './helpers.ts';

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
