/**
 * Redirects (docs/api.md#redirects): `/redirects/*`. A redirect sends a visitor of an old path on the website to its
 * new place. The server makes one (`auto`) when a post that was ever visible, or a meta page, changes its URL; chains
 * are collapsed so every redirect points at a live place in one hop. `from` is unique by its path (`fromKey`), also
 * against the trash: a deleted redirect goes there and is restored under the same rules (src/domain/redirects.ts).
 */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';
import { redirectKey } from '../lib/redirectKey.ts';
import { newestFirst } from './list.ts';
import { defineResource } from './resource.ts';
import { defineStorage, fieldColumns } from './storage.ts';
import { plainCalls } from './calls.ts';

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const redirectFields = {
  /** The old place: a path on the website (`/blog/old`) or a URL whose path is taken. */
  from: { max: 2048, format: 'urlOrPath', label: 'From' },
  /** The new place: a path on the website or a URL. */
  to: { max: 2048, format: 'urlOrPath', label: 'To' },
} as const;

export const REDIRECT_MESSAGES = {
  status: 'status must be one of 301, 302, 307, 308',
  loop: (chain: string) => `This redirect would loop: ${chain}. Point it somewhere that does not lead back.`,
  live: (what: string) =>
    `${what} is live at this address, so a redirect from it would hide it. Change its URL or move it to the trash first.`,
  same: 'A redirect cannot point to its own address.',
  /** A restore from the trash, when a post or page took the address meanwhile. */
  restoreLive: (what: string) =>
    `${what} is live at this address now, so restoring the redirect would hide it. Change its URL or move it to the trash first.`,
  /** A restore from the trash, when redirects written meanwhile would lead back to it. */
  restoreLoop: (chain: string) =>
    `Restoring this redirect would make a loop: ${chain}. Change or delete one of those redirects first.`,
} as const;

export const redirect = defineResource({
  type: 'redirect',
  noun: 'Redirect',
  subject: (label) => `Redirect from "${label}"`,
  label: { column: 'from' },
  api: plainCalls('/redirects'),
  versioned: true,
  fields: redirectFields,
  storage: defineStorage({
    table: 'redirects',
    columns: {
      id: 'id',
      ...fieldColumns(redirectFields),
      /** `redirectKey(from)`: the path it answers, UNIQUE. */
      fromKey: 'text?',
      /** `redirectKey(to)`: where a chain continues. */
      toKey: 'text?',
      /** The HTTP status it answers with: 301, 302, 307 or 308. */
      status: 'int',
      /** 1 when the server made it for a changed URL. */
      auto: 'int',
      /** Visits the demo website answered with it. */
      hits: 'int',
      creator: 'text',
      createdAt: 'time',
      version: 'int',
    },
    hidden: ['fromKey', 'toKey'],
    derived: { fromKey: { from: 'from', by: redirectKey }, toKey: { from: 'to', by: redirectKey } },
  }),
  renames: { creator: 'author' } as const,
  unique: {
    field: 'from',
    message: 'A redirect from this address already exists',
    fieldError: 'from already exists',
    screen: 'A redirect from this address already exists.',
    trashed: 'A redirect from this address is in the trash. Restore it or delete it forever first.',
    restoreTaken: 'A redirect from this address already exists. Change or delete that redirect first.',
    column: 'fromKey',
  },
  list: newestFirst('createdAt', { search: ['from', 'to'] }),
});

/** A redirect as the API answers it. */
export const redirectRecord = /* @__PURE__ */ lazyShape(() =>
  z.object({
    id: z.number().int(),
    from: z.string(),
    to: z.string(),
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
    auto: z.boolean(),
    hits: z.number().int(),
    creator: z.string(),
    createdAt: z.string(),
    version: z.number().int(),
  }),
);
export type RedirectRecord = ShapeOf<typeof redirectRecord>;

/** A request's `status` (a number or its text), or undefined when it is none of the four. */
export function parseRedirectStatus(raw: unknown): RedirectStatus | undefined {
  const value = typeof raw === 'string' && /^\d{3}$/.test(raw.trim()) ? Number(raw) : raw;
  return REDIRECT_STATUSES.find((status) => status === value);
}

/** `GET /content/redirects`: every redirect, `from` as the path it answers. */
export const publicRedirects = /* @__PURE__ */ lazyShape(() =>
  z.object({
    result: z.array(z.object({ from: z.string(), to: z.string(), status: z.number().int() })),
  }),
);

/** `GET /content/resolve?url=`: what the website has at an address. */
export const resolvedAddress = /* @__PURE__ */ lazyShape(() =>
  z.object({
    result: z.union([
      z.object({ type: z.literal('post'), blogId: z.string(), blogUrl: z.string() }),
      z.object({ type: z.literal('meta'), metaUrl: z.string() }),
      z.object({ type: z.literal('redirect'), location: z.string(), status: z.number().int() }),
    ]),
  }),
);
