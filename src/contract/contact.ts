/**
 * Contact messages (docs/api.md#contact-messages): the website's form posts `/contacts/submit`; the panel reads them.
 */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';
import { newestFirst } from './list.ts';
import { defineStorage, fieldColumns } from './storage.ts';
import { defineResource } from './resource.ts';
import type { TextRule } from './text.ts';
import { verbCalls } from './calls.ts';

/** Status only moves forward: new → read → replied. */
export const CONTACT_STATUSES = ['new', 'read', 'replied'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactFields = {
  name: { max: 100, label: 'Name' },
  email: { max: 254, format: 'email', label: 'Email' },
  subject: { max: 200, label: 'Subject' },
  message: { max: 5000, multiline: true, label: 'Message' },
} as const;

export const contact = defineResource({
  type: 'contact',
  noun: 'Contact message',
  subject: (label) => `Contact message from ${label}`,
  label: { column: 'name', orElse: 'email' },
  api: verbCalls('/contacts', 'Contact', 'id', ['list', 'delete']),
  fields: contactFields,
  storage: defineStorage({
    table: 'contacts',
    columns: { id: 'id', ...fieldColumns(contactFields), status: 'text', createdAt: 'time' },
  }),
  list: newestFirst('createdAt', {
    search: ['name', 'email', 'subject', 'message'],
    filters: { status: { max: 10, oneOf: CONTACT_STATUSES } },
  }),
});

/** `PUT /contacts/updateStatus/:id` `{status}`. */
export const contactStatusFields = {
  status: { max: 10, oneOf: ['read', 'replied'], label: 'Status' },
} as const satisfies Record<string, TextRule & { label: string }>;

/** The 409 of a status change backwards. */
export const statusNeverBack = (status: string) => `This message is already marked ${status}; status never goes back`;

/** The activity line of a new message from the website's form, and of a status change. */
export const contactActivity = {
  received: (name: string) => `New contact message from ${name}`,
  marked: (name: string, status: string) => `Contact message from ${name} marked ${status}`,
};

/** A contact message as the API answers it. */
export const contactRecord = /* @__PURE__ */ lazyShape(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    status: z.enum(CONTACT_STATUSES),
    createdAt: z.string(),
  }),
);
export type ContactRecord = ShapeOf<typeof contactRecord>;
