import type { Contact, Enquiry } from '@/features/contacts/types';

/** One general message as the inbox shows it (the in-memory API's seed ids, so writes hit real rows). */
export function contactOf(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 1,
    name: 'Hannah Schmidt',
    email: 'hannah@example.com',
    subject: 'Broken link on the pricing page',
    message: 'Hello,\nthe "Compare plans" link on the pricing page leads to a 404.\nThanks, Hannah',
    status: 'new',
    createdAt: '2026-11-19T08:30:00.000Z',
    ...overrides,
  };
}

/** One enquiry with every field filled. */
export function enquiryOf(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: 1,
    name: 'Ada Lovelace',
    emailId: 'ada@example.com',
    phoneNo: '+44 20 7946 0000',
    country: 'United Kingdom',
    service: 'SEO audit',
    message: 'We would like a quote for an SEO audit of our shop.',
    ip: '203.0.113.10',
    enquiryCategory: 'FOOTER',
    enquiryPage: '/pricing',
    channel: 'WEB',
    changer: null,
    version: 0,
    createdAt: '2026-11-18T14:05:00.000Z',
    ...overrides,
  };
}
