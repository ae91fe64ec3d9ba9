/**
 * The calls of every record type, from the registry (src/contract: `api`, fields, list): list, get, create, update
 * and delete, the writes being the shared rules of src/domain/versioned.ts. What differs by type is the list's query
 * (a table's own filters and search) and how its rows are answered.
 */
import {
  BLOG_STATUS_RULE,
  WEBHOOK_EVENTS,
  CREATED_SHAPES,
  done,
  ID_PATTERN,
  listAnswer,
  RECORD_SHAPES,
  RESOURCES,
  resultOf,
  type RecordType,
  type ResourceDef,
} from '../../../src/contract/index.ts';
import { RECORD_LISTS } from '../db/recordLists.ts';
import {
  createRecord,
  deleteRecord,
  getRecord,
  updateRecord,
  type WriteContext,
} from '../../../src/domain/versioned.ts';
import { actorOf, findSession } from '../auth/sessions.ts';
import type { Ctx } from '../context.ts';
import { ANNOUNCED_TYPES, writeEvents } from '../services/webhooks/events.ts';
import { announceImageChange, changesShownImage } from '../services/webhooks/imageChanges.ts';
import type { Db } from '../db/index.ts';
import { answerList } from '../http/list.ts';
import { readForm } from '../http/multipart.ts';
import { answers, createdAnswers } from '../http/openapi.ts';
import {
  describedPart,
  fieldsSchema,
  FLAG_SCHEMA,
  formOf,
  objectBody,
  parseFlag,
  parseVersion,
  pathSchema,
  queryOf,
  textRuleSchema,
  validate,
  validatePartial,
  VERSION_SCHEMA,
  type JsonSchema,
} from '../http/validate.ts';
import { contentState } from '../services/contentState.ts';
import type { FastifyRequest } from 'fastify';
import type { Api, Routes } from './types.ts';

/** The path parameter of a call (`:blogId`, `:id`) as sent. */
const keyParam = (resource: ResourceDef, request: FastifyRequest) => {
  const value = (request.params as Record<string, unknown> | undefined)?.[resource.key];
  return typeof value === 'string' ? value : undefined;
};

/** Who writes, and when. */
export const writeContext = ({ store, config }: Ctx, request: FastifyRequest): WriteContext<Db> => ({
  store,
  actor: actorOf(request),
  now: config.now(),
  trashRetentionDays: config.trashRetentionDays,
  revisionsKeep: config.revisionsKeep,
});

/**
 * A create's or update's body: a multipart form for a type with an image (its file with the client's file name, which
 * the library image it becomes keeps as its original name), else a JSON object.
 */
async function bodyOf(resource: ResourceDef, request: FastifyRequest) {
  if (resource.image) {
    const { fields, image, file } = await readForm(request);
    return { fields, image: image && { ...image, fileName: file?.name } };
  }
  return { fields: objectBody(request.body), image: undefined };
}

/** The asset fields a create or update sends beside its text (`decorative`, the focal point). */
export const ASSET_EXTRA_FIELDS: Record<string, JsonSchema> = {
  decorative: { type: ['boolean', 'string'], enum: [true, false, 'true', 'false'], description: 'No alt text needed.' },
  focalX: { type: ['number', 'string'], description: 'The focal point across, 0 (left) to 1 (right); default 0.5.' },
  focalY: { type: ['number', 'string'], description: 'The focal point down, 0 (top) to 1 (bottom); default 0.5.' },
};

/** `imageId` of a post or meta page: the media library's asset used as its image. */
const IMAGE_ID_SCHEMA: JsonSchema = {
  type: ['string', 'integer', 'null'],
  description:
    'The id of an asset of the media library used as the image; empty or null for none. An `image` file sent beside ' +
    'it wins: the upload becomes a library image, and this names it.',
};

/** Form fields a type's writes read beside its record's own: a blog post's publishing, an asset's focal point. */
const EXTRA_FIELDS: Partial<Record<RecordType, Record<string, JsonSchema>>> = {
  asset: ASSET_EXTRA_FIELDS,
  meta: { imageId: IMAGE_ID_SCHEMA },
  redirect: {
    status: {
      type: ['integer', 'string'],
      enum: [301, 302, 307, 308, '301', '302', '307', '308'],
      description: 'Default: 301.',
    },
  },
  webhook: {
    events: {
      type: 'array',
      items: { type: 'string', enum: [...WEBHOOK_EVENTS] },
      description: 'The events it hears (at least one).',
    },
    active: { type: 'boolean', description: 'Deliveries go out (default true); true again resumes a paused webhook.' },
  },
  blog: {
    imageId: IMAGE_ID_SCHEMA,
    status: { ...textRuleSchema({ ...BLOG_STATUS_RULE, optional: true }), description: 'Default: published.' },
    publishAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When a scheduled post goes live (ISO 8601 with a time zone).',
    },
    unpublishAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When a published or scheduled post stops being visible (ISO 8601 with a time zone); empty: never.',
    },
  },
};

/**
 * Each call's request parts and answers, for the reference (http/openapi.ts). The handlers read the key and the
 * bodies themselves (`keyParam`, `bodyOf`), so these parts describe and hand the values over as sent.
 */
function schemasOf(type: RecordType) {
  const resource: ResourceDef = RESOURCES[type];
  const record = resultOf(RECORD_SHAPES[type]());
  const keyRule = resource.fields[resource.key];
  const params = describedPart(
    pathSchema({
      [resource.key]: keyRule ? textRuleSchema(keyRule) : { type: 'string', pattern: ID_PATTERN.source },
    }),
  );
  const extra = EXTRA_FIELDS[type] ?? {};
  const updateExtra = { ...extra, ...(resource.versioned ? { version: VERSION_SCHEMA } : {}) };
  const body = (partial: boolean, more: Record<string, JsonSchema>) =>
    resource.image
      ? formOf(resource.fields, { partial, extra: partial ? { ...more, removeImage: FLAG_SCHEMA } : more })
      : describedPart(fieldsSchema(resource.fields, { partial }, more));
  const images = resource.image ? ([413, 415] as const) : [];
  return {
    list: { querystring: queryOf(resource.list), response: answers(listAnswer(RECORD_SHAPES[type]()), 400) },
    get: { params, response: answers(record, 404) },
    create: {
      body: body(false, extra),
      response: createdAnswers(resultOf((CREATED_SHAPES[type] ?? RECORD_SHAPES[type])()), 400, 409, ...images),
    },
    update: { params, body: body(true, updateExtra), response: answers(record, 400, 404, 409, ...images) },
    delete: { params, response: answers(done(), 404, 409) },
  };
}

/**
 * For a public read: undefined for a signed-in administrator, else the visible posts per category that an anonymous
 * caller's answer counts (issue 32: a public count never includes unpublished work).
 */
async function anonymousView(ctx: Ctx, request: FastifyRequest, now: number) {
  const session = request.headers.authorization
    ? await findSession(ctx.db, ctx.config, request.headers.authorization)
    : undefined;
  return session?.verified ? undefined : contentState(ctx.db).postCounts(now);
}

function reads(app: Api, ctx: Ctx, type: RecordType) {
  const resource = RESOURCES[type];
  const admin = RECORD_LISTS[type];
  const publicRead = resource.api.publicRead === true;
  const schemas = schemasOf(type);
  app.get(resource.api.list, { schema: schemas.list }, async (request, reply) => {
    const now = ctx.config.now();
    const params = request.query;
    const visible = publicRead && admin.anonymous ? await anonymousView(ctx, request, now) : undefined;
    const list = visible && admin.anonymous ? admin.anonymous(visible) : admin;
    return answerList(
      reply,
      // An anonymous answer is never kept under the administrator's URL.
      visible ? { url: `anonymous ${request.url}`, query: params } : request,
      ctx.db,
      () => list.rows(ctx.db, ctx.dialect, params, now),
      (row) => list.item(row, now),
      { now, ...list.keep?.(params, now) },
    );
  });
  if (resource.api.get) {
    app.get(resource.api.get, { schema: schemas.get }, async (request) => {
      const now = ctx.config.now();
      const visible = publicRead ? await anonymousView(ctx, request, now) : undefined;
      const postsIn = visible && ((name: string) => Promise.resolve(visible.get(name) ?? 0));
      return { result: await getRecord(ctx.store, type, keyParam(resource, request), now, postsIn) };
    });
  }
}

/** The record as it is before a write, for the events that compare (undefined: not found). */
async function recordBefore(ctx: Ctx, type: RecordType, key: string | undefined) {
  if (!ANNOUNCED_TYPES.has(type) && type !== 'asset') return undefined;
  try {
    return (await getRecord(ctx.store, type, key, ctx.config.now())) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Queues a write's webhook events; a failure to queue is logged, never the write's answer. */
async function announceWrite(
  ctx: Ctx,
  request: FastifyRequest,
  type: RecordType,
  action: 'created' | 'updated' | 'deleted',
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) {
  if (type === 'asset' && after && changesShownImage(before, after)) {
    // An image the website shows changed: the records showing it are announced (services/webhooks/imageChanges.ts).
    try {
      const { id, name } = after as { id: number; name: string };
      await announceImageChange(ctx.db, ctx.webhooks, ctx.config.now(), { id, name });
    } catch (error) {
      request.log.warn({ err: error }, 'webhook events not queued');
    }
  }
  const events = writeEvents(type, action, before, after);
  if (!events.length) return;
  try {
    await ctx.webhooks.announce(events);
  } catch (error) {
    request.log.warn({ err: error }, 'webhook events not queued');
  }
}

function writes(app: Api, ctx: Ctx, type: RecordType) {
  const resource = RESOURCES[type];
  const { api } = resource;
  const schemas = schemasOf(type);
  if (api.create) {
    app.post(api.create, { schema: schemas.create }, async (request, reply) => {
      const { fields, image } = await bodyOf(resource, request);
      const values = validate(fields, resource.fields);
      const result = await createRecord(writeContext(ctx, request), type, { values, form: fields, image });
      // An upload with the save is a library image now: its renditions follow (services/renditions.ts).
      if (image) ctx.renditions.kick();
      await announceWrite(ctx, request, type, 'created', undefined, result as Record<string, unknown>);
      return reply.status(201).send({ result });
    });
  }
  if (api.update) {
    app.put(api.update, { schema: schemas.update }, async (request) => {
      const { fields, image } = await bodyOf(resource, request);
      const version = parseVersion(fields.version);
      const removeImage = resource.image ? parseFlag(fields.removeImage, 'removeImage') : false;
      const values = validatePartial(fields, resource.fields);
      const key = keyParam(resource, request);
      const write = writeContext(ctx, request);
      const before = await recordBefore(ctx, type, key);
      const result = await updateRecord(write, type, { key, version, values, form: fields, image, removeImage });
      // A stored file's renditions follow its focal point (services/renditions.ts).
      if (resource.files || image) ctx.renditions.kick();
      await announceWrite(ctx, request, type, 'updated', before, result as Record<string, unknown>);
      return { result };
    });
  }
  app.delete(api.delete, { schema: schemas.delete }, async (request) => {
    const key = keyParam(resource, request);
    const before = await recordBefore(ctx, type, key);
    await deleteRecord(writeContext(ctx, request), type, key);
    await announceWrite(ctx, request, type, 'deleted', before, undefined);
    return { result: true };
  });
}

/** Every record type's calls: public reads where the type says so, the rest behind the admin session. */
export const recordRoutes: Routes = {
  public(app, ctx) {
    for (const type of Object.keys(RESOURCES) as RecordType[])
      if (RESOURCES[type].api.publicRead) reads(app, ctx, type);
  },
  admin(app, ctx) {
    for (const type of Object.keys(RESOURCES) as RecordType[]) {
      if (!RESOURCES[type].api.publicRead) reads(app, ctx, type);
      writes(app, ctx, type);
    }
  },
};
