/**
 * Webhooks (docs/api.md#webhooks): `/webhooks/*`. A webhook names a URL and the events it hears; each event is queued
 * in the database and delivered by the server as a Standard Webhooks message, signed with the webhook's secret. The
 * secret (`whsec_` + base64 of 24 random bytes) is answered once, by the create; a deleted webhook is gone for good.
 */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';
import { newestFirst } from './list.ts';
import { defineResource } from './resource.ts';
import { defineStorage, fieldColumns } from './storage.ts';
import { plainCalls } from './calls.ts';

export const WEBHOOK_EVENTS = [
  'post.published',
  'post.unpublished',
  'post.updated',
  'post.deleted',
  'meta.changed',
  'category.changed',
  'redirect.changed',
  'site.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookFields = {
  /** What the webhook is for ("Netlify rebuild", "CDN purge"). */
  name: { max: 100, label: 'Name' },
  /** Where deliveries are POSTed: http(s) only; private addresses are refused at send time. */
  url: { max: 2048, format: 'httpUrl', label: 'URL' },
} as const;

/** What starts every secret, as the Standard Webhooks libraries expect. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_MESSAGES = {
  events: `events must be a non-empty list of: ${WEBHOOK_EVENTS.join(', ')}`,
  active: 'active must be true or false',
} as const;

export const webhook = defineResource({
  type: 'webhook',
  noun: 'Webhook',
  subject: (label) => `Webhook "${label}"`,
  label: { column: 'name' },
  api: plainCalls('/webhooks', ['list', 'create', 'update', 'delete']),
  versioned: true,
  trash: false,
  fields: webhookFields,
  storage: defineStorage({
    table: 'webhooks',
    columns: {
      id: 'id',
      ...fieldColumns(webhookFields),
      /** The events heard, comma-separated (answered as a list). */
      events: 'text',
      /** 1 while deliveries go out; 0 when switched off or paused after 20 failures in a row. */
      active: 'int',
      /** Failed attempts in a row; 20 pauses the webhook. */
      failures: 'int',
      /** When it was paused for failing; null otherwise. */
      pausedAt: 'time?',
      /** The signing secret (`whsec_…`): needed to sign, so kept; never answered after the create. */
      secret: 'text',
      /** Until when a delivery of this webhook is in flight (one at a time); null when none. */
      busyUntil: 'time?',
      creator: 'text',
      createdAt: 'time',
      version: 'int',
    },
    hidden: ['secret', 'busyUntil'],
  }),
  renames: { creator: 'author' } as const,
  list: newestFirst('createdAt', { search: ['name', 'url'] }),
});

/** A webhook as the API answers it: never its secret. */
export const webhookRecord = /* @__PURE__ */ lazyShape(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    active: z.boolean(),
    failures: z.number().int(),
    pausedAt: z.string().nullable(),
    creator: z.string(),
    createdAt: z.string(),
    version: z.number().int(),
  }),
);
export type WebhookRecord = ShapeOf<typeof webhookRecord>;

/** The create's answer: the record and, this once, the secret. */
export const createdWebhook = /* @__PURE__ */ lazyShape(() => webhookRecord().extend({ secret: z.string() }));
export type CreatedWebhook = ShapeOf<typeof createdWebhook>;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'retrying', 'failed'] as const;

/** One delivery attempt as `GET /webhooks/deliveries/{id}` answers it. */
export const webhookDelivery = /* @__PURE__ */ lazyShape(() =>
  z.object({
    id: z.number().int(),
    event: z.string(),
    /** Attempts made so far (1 after the first). */
    attempt: z.number().int(),
    status: z.enum(DELIVERY_STATUSES),
    /** The receiver's HTTP status of the last attempt; null when none came (timeout, refused address). */
    responseStatus: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    error: z.string().nullable(),
    /** When the delivery was queued, or last attempted. */
    at: z.string(),
    nextAttemptAt: z.string().nullable(),
  }),
);
export type WebhookDelivery = ShapeOf<typeof webhookDelivery>;

/** The events list of a request (`["post.published", …]`), or undefined when it is not one. */
export function parseWebhookEvents(raw: unknown): WebhookEvent[] | undefined {
  const list = typeof raw === 'string' ? raw.split(',').map((part) => part.trim()) : raw;
  if (!Array.isArray(list) || list.length === 0 || list.length > WEBHOOK_EVENTS.length * 2) return undefined;
  const known = new Set<string>(WEBHOOK_EVENTS);
  if (!list.every((event): event is WebhookEvent => typeof event === 'string' && known.has(event))) return undefined;
  return WEBHOOK_EVENTS.filter((event) => list.includes(event));
}

/** `GET /dashboard/schedule`: what publishes or unpublishes in the next 7 days, and webhook trouble to fix. */
export const dashboardSchedule = /* @__PURE__ */ lazyShape(() =>
  z.object({
    result: z.object({
      upcoming: z.array(
        z.object({
          blogId: z.string(),
          blogTitle: z.string(),
          action: z.enum(['publish', 'unpublish']),
          at: z.string(),
        }),
      ),
      problems: z.array(
        z.object({
          kind: z.enum(['paused', 'failed', 'retrying']),
          webhookId: z.number().int(),
          webhookName: z.string(),
          deliveryId: z.number().int().nullable(),
          event: z.string().nullable(),
          error: z.string().nullable(),
          at: z.string(),
          nextAttemptAt: z.string().nullable(),
        }),
      ),
    }),
  }),
);
