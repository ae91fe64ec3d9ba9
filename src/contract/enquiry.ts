/** Enquiries (docs/api.md#enquiries): the website's form posts `/api/enquiries`; the panel lists and deletes them. */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';
import { newestFirst } from './list.ts';
import { defineStorage, fieldColumns } from './storage.ts';
import { defineResource } from './resource.ts';
import { plainCalls } from './calls.ts';

export const ENQUIRY_CATEGORIES = ['FOOTER', 'HEADER', 'PAGE'] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

export const enquiryFields = {
  name: { max: 100, label: 'Name' },
  emailId: { max: 254, format: 'email', label: 'Email' },
  phoneNo: { max: 30, format: 'phone', optional: true, fallback: '', label: 'Phone' },
  country: { max: 100, optional: true, fallback: '', label: 'Country' },
  service: { max: 100, optional: true, fallback: '', label: 'Service' },
  message: { max: 5000, multiline: true, label: 'Message' },
  enquiryCategory: { max: 10, oneOf: ENQUIRY_CATEGORIES, label: 'Category' },
  enquiryPage: { max: 2048, optional: true, fallback: '', label: 'Page' },
  channel: { max: 50, optional: true, fallback: 'WEB', label: 'Channel' },
} as const;

export const enquiry = defineResource({
  type: 'enquiry',
  noun: 'Enquiry',
  subject: (label) => `Enquiry from ${label}`,
  label: { column: 'name', orElse: 'emailId' },
  api: plainCalls('/api/enquiries', ['list', 'delete']),
  fields: enquiryFields,
  storage: defineStorage({
    table: 'enquiries',
    columns: {
      id: 'id',
      ...fieldColumns(enquiryFields),
      ip: 'text',
      changer: 'text?',
      version: 'int',
      createdDate: 'time',
    },
  }),
  renames: { createdDate: 'createdAt' } as const,
  list: newestFirst('createdDate', {
    search: ['name', 'emailId', 'message'],
    filters: { enquiryCategory: { max: 10, oneOf: ENQUIRY_CATEGORIES } },
    since: 'createdDate',
  }),
});

/** An enquiry as the API answers it. */
export const enquiryRecord = /* @__PURE__ */ lazyShape(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    emailId: z.string(),
    phoneNo: z.string().nullable(),
    country: z.string().nullable(),
    service: z.string().nullable(),
    message: z.string(),
    ip: z.string().nullable(),
    enquiryCategory: z.enum(ENQUIRY_CATEGORIES),
    enquiryPage: z.string().nullable(),
    channel: z.string().nullable(),
    changer: z.string().nullable(),
    version: z.number().int().nullable(),
    createdDate: z.string(),
  }),
);
export type EnquiryRecord = ShapeOf<typeof enquiryRecord>;
