/**
 * The shapes of the API's answers that are not one record type's (docs/api.md#conventions): the list envelopes, the
 * error answer, and the answers of sign-in, the activity log, the trash, search, the dashboard and the SEO report.
 * The server declares them as its routes' response schemas, so `/openapi.json` documents them and the server suite
 * checks every answer against them.
 */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';
import { SEO_PROBLEM_CODES, SEO_RECORD_TYPES } from '../lib/seoProblems.ts';
import { assetRecord } from './asset.ts';
import { blogRecord } from './blog.ts';
import { categoryRecord } from './category.ts';
import { contactRecord } from './contact.ts';
import { contentKeyRecord, createdContentKey } from './contentKey.ts';
import { createdWebhook, webhookRecord } from './webhook.ts';
import { redirectRecord } from './redirect.ts';
import { enquiryRecord } from './enquiry.ts';
import { metaRecord } from './meta.ts';
import { publicCategory } from './public.ts';
import type { ResourceDef } from './resource.ts';

const int = () => z.number().int();

/** `{result}`: one value. */
export const resultOf = <T extends z.ZodType>(result: T) => z.object({ result });

/** One page of a list (`?page=`, `?pageSize=` or `?after=`); `nextCursor` asks for the page after it. */
export const listPage = <T extends z.ZodType>(item: T) =>
  z.object({ result: z.array(item), total: int(), page: int(), pageSize: int(), nextCursor: z.string().nullable() });

/** A list without paging parameters: every row (streamed). */
export const wholeList = <T extends z.ZodType>(item: T) => z.object({ result: z.array(item) });

/** A record type's list answer: one page, or the whole list when no paging parameter was sent. */
export const listAnswer = <T extends z.ZodType>(item: T) => z.union([listPage(item), wholeList(item)]);

/** A list that always answers one page by number (the Content API's posts, the trash). */
export const numberedPage = <T extends z.ZodType>(item: T) =>
  z.object({ result: z.array(item), total: int(), page: int(), pageSize: int() });

/**
 * Every error answer: the message to show, the fields' problems (`errors`, 400 and 409), the record as it is now
 * (`current`, the 409 of a stale `version`), how long to wait (`retryAfterSeconds`, 429), and the categories in use
 * (`inUse`, the 409 of a bulk trash).
 */
export const errorAnswer = /* @__PURE__ */ lazyShape(() =>
  z.object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    current: z.unknown().optional(),
    retryAfterSeconds: int().optional(),
    /** The 409 of a bulk trash of categories: every category still used by live posts, so the rest can go alone. */
    inUse: z.array(z.object({ id: int(), category: z.string(), blogCount: int() })).optional(),
  }),
);
export type ErrorAnswer = ShapeOf<typeof errorAnswer>;

/** `GET /health`. */
export const healthAnswer = /* @__PURE__ */ lazyShape(() => z.object({ status: z.literal('ok') }));

/** `{result: true}`: a write that returns nothing else (deletes, sign-out). */
export const done = /* @__PURE__ */ lazyShape(() => z.object({ result: z.literal(true) }));

/** `{result: {id}}`: the website's form posts. */
export const createdId = /* @__PURE__ */ lazyShape(() => resultOf(z.object({ id: int() })));

/** `GET /content/categories`: every category, by name. */
export const publicCategories = /* @__PURE__ */ lazyShape(() => resultOf(z.array(publicCategory())));

/** The signed-in administrator. */
export const userRecord = /* @__PURE__ */ lazyShape(() => z.object({ id: int(), email: z.string(), name: z.string() }));

/** `POST /auth/signin`: the pre-code session's bearer token. */
export const signinAnswer = /* @__PURE__ */ lazyShape(() => z.object({ result: z.literal(true), token: z.string() }));

/** `POST /otp/sendOtp`. */
export const codeSentAnswer = /* @__PURE__ */ lazyShape(() =>
  z.object({
    result: z.literal(true),
    message: z.string(),
    expiresInSeconds: int(),
    resendAfterSeconds: int(),
  }),
);

/** `POST /otp/verifyOtp`: the session is now a full one. */
export const codeVerifiedAnswer = /* @__PURE__ */ lazyShape(() =>
  z.object({ result: z.literal(true), message: z.string(), user: userRecord() }),
);

/** `POST /otp/verifyOtp` refused: attempts left, and whether no code or an expired one was the reason. */
export const codeRefusedAnswer = /* @__PURE__ */ lazyShape(() =>
  z.object({
    result: z.literal(false),
    message: z.string(),
    attemptsLeft: int(),
    noCode: z.literal(true).optional(),
    expired: z.literal(true).optional(),
  }),
);

/** Any 400 of `POST /otp/verifyOtp`: a refused code, or a malformed call. */
export const codeCheckFailed = /* @__PURE__ */ lazyShape(() => z.union([codeRefusedAnswer(), errorAnswer()]));

/** One line of `GET /activity/list`; `exists` is false once its record is gone. */
export const activityEntry = /* @__PURE__ */ lazyShape(() =>
  z.object({
    id: int(),
    action: z.string(),
    type: z.string(),
    recordId: z.string(),
    recordLabel: z.string(),
    actor: z.string(),
    createdAt: z.string(),
    exists: z.boolean(),
  }),
);

/** `GET /activity/list`: the newest lines first. */
export const activityAnswer = /* @__PURE__ */ lazyShape(() => resultOf(z.array(activityEntry())));

/** `GET /dashboard/summary`: every count the dashboard shows. */
export const dashboardSummary = /* @__PURE__ */ lazyShape(() =>
  z.object({
    totalBlogs: int(),
    categories: int(),
    metaPages: int(),
    totalContacts: int(),
    contactMessages: int(),
    enquiries: int(),
    newContacts: int(),
    enquiriesLast7Days: int(),
    drafts: int(),
    scheduled: int(),
    trashed: int(),
    seoProblems: int(),
  }),
);

/** Each record type's record as the API answers it, by its `type`. */
export const RECORD_SHAPES = {
  blog: blogRecord,
  category: categoryRecord,
  meta: metaRecord,
  contact: contactRecord,
  enquiry: enquiryRecord,
  contentKey: contentKeyRecord,
  asset: assetRecord,
  webhook: webhookRecord,
  redirect: redirectRecord,
} as const satisfies Record<ResourceDef['type'], () => z.ZodType>;

/** A create's record where it differs from the type's record: a content key is answered this once with its key. */
export const CREATED_SHAPES: Partial<Record<ResourceDef['type'], () => z.ZodType>> = {
  contentKey: createdContentKey,
  webhook: createdWebhook,
};

/** The record types a delete moves to the trash (a revoked content key and a deleted webhook are erased). */
const TRASHED = ['blog', 'category', 'meta', 'contact', 'enquiry', 'asset', 'redirect'] as const;

/** One item of `GET /trash/list`. */
export const trashItem = /* @__PURE__ */ lazyShape(() =>
  z.object({
    type: z.enum(TRASHED),
    id: int(),
    recordId: z.string(),
    label: z.string(),
    deletedAt: z.string(),
    deletedBy: z.string(),
    purgeAt: z.string(),
  }),
);

/** A restored record as its own get/list answers it. */
export const anyRecord = /* @__PURE__ */ lazyShape(() => z.union(TRASHED.map((type) => RECORD_SHAPES[type]())));

const skipped = <R extends string>(...reasons: [R, ...R[]]) =>
  z.array(z.object({ id: int(), reason: z.enum(reasons) }));
/** `POST /trash/restoreMany`. */
export const restoreManyAnswer = /* @__PURE__ */ lazyShape(() =>
  resultOf(z.object({ restored: int(), skipped: skipped('not_in_trash') })),
);
/** `POST /bulk/trash`. */
export const bulkTrashAnswer = /* @__PURE__ */ lazyShape(() =>
  resultOf(z.object({ changed: int(), skipped: skipped('not_found') })),
);
/** `POST /contacts/bulkStatus`. */
export const bulkStatusAnswer = /* @__PURE__ */ lazyShape(() =>
  resultOf(z.object({ changed: int(), skipped: skipped('not_found', 'unchanged') })),
);
/** `DELETE /trash/empty`. */
export const emptyTrashAnswer = /* @__PURE__ */ lazyShape(() => resultOf(z.object({ purged: int() })));

/** One record of `GET /search`. */
export const searchHit = /* @__PURE__ */ lazyShape(() =>
  z.object({ id: int(), recordId: z.string(), title: z.string(), subtitle: z.string() }),
);
/** `GET /search`: the hits of each record type. */
export const searchGroups = /* @__PURE__ */ lazyShape(() =>
  z.object({
    blog: z.array(searchHit()),
    category: z.array(searchHit()),
    meta: z.array(searchHit()),
    contact: z.array(searchHit()),
    enquiry: z.array(searchHit()),
    asset: z.array(searchHit()),
  }),
);

/** `GET /seo/report`: records with problems, one page, with the site-wide count of each problem. */
export const seoReport = /* @__PURE__ */ lazyShape(() =>
  numberedPage(
    z.object({
      type: z.enum(SEO_RECORD_TYPES as readonly ['blog', 'meta']),
      id: int(),
      recordId: z.string(),
      title: z.string(),
      url: z.string(),
      problems: z.array(z.object({ code: z.enum(SEO_PROBLEM_CODES), message: z.string() })),
    }),
  ).extend({ summary: z.object(Object.fromEntries(SEO_PROBLEM_CODES.map((code) => [code, int()]))) }),
);
