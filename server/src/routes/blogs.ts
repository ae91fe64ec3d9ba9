import { pageUrlKey } from '../../../src/lib/uniqueKeys.ts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { Ctx } from '../context.ts';
import { isUniqueViolation, iso } from '../db/errors.ts';
import type { BlogsTable } from '../db/schema.ts';
import { actorOf } from '../auth/sessions.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { listResponse, parseListQuery, runList, searchAny } from '../http/list.ts';
import { readForm } from '../http/multipart.ts';
import { parseVersion, validate, type Rules } from '../http/validate.ts';
import { record } from '../services/activity.ts';
import { removeImage } from '../services/files.ts';
import {
  effectiveStatus,
  publishingAction,
  publishingOnCreate,
  publishingOnUpdate,
  statusFilter,
  STATUSES,
  type Status,
} from '../services/publishing.ts';
import { hasContent, sanitizeRichText } from '../services/sanitize.ts';
import { assertKeyNotInTrash, moveToTrash } from '../services/trash.ts';
import { parseFlag, staleVersion, withStoredImage } from './shared.ts';

const rules: Rules = {
  blogId: { max: 50, format: 'slug' },
  blogTitle: { max: 200 },
  blogUrl: { max: 2048, format: 'httpUrl' },
  metaTitle: { max: 200 },
  metaDescription: { max: 500, multiline: true },
  description: { max: 200_000, multiline: true },
  category: { max: 100 },
  channel: { max: 50, optional: true, fallback: 'API' },
};

type Row = Selectable<BlogsTable>;

export const toBlog = (row: Row, now: number) => ({
  id: row.id,
  blogId: row.blogId,
  blogTitle: row.blogTitle,
  blogUrl: row.blogUrl,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  description: row.description,
  category: row.category,
  creator: row.creator,
  changer: row.changer,
  channel: row.channel,
  createdDate: iso(row.createdDate),
  changedDate: iso(row.changedDate),
  imageUrl: row.imageUrl,
  version: row.version,
  status: effectiveStatus(row, now),
  publishAt: iso(row.publishAt),
  publishedAt: iso(row.publishedAt),
});

const SLUG_PARAM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const duplicate = () =>
  conflict('A blog post with this blogId already exists', { errors: { blogId: 'blogId already exists' } });

/** Sanitises `description` in place; it must still hold text or media afterwards. */
function cleanDescription(values: Record<string, string>): void {
  if (values.description === undefined) return;
  const clean = sanitizeRichText(values.description);
  if (!hasContent(clean))
    throw badRequest('Please fix the highlighted fields', { description: 'description is required' });
  values.description = clean;
}

export function blogRoutes(app: FastifyInstance, { db, config, guards }: Ctx): void {
  const find = async (blogId: unknown, conn = db) => {
    const row =
      typeof blogId === 'string' && blogId.length <= 50 && SLUG_PARAM.test(blogId)
        ? await conn.selectFrom('blogs').selectAll().where('blogId', '=', blogId).executeTakeFirst()
        : undefined;
    if (!row) throw notFound('Blog');
    return row;
  };
  const requireCategory = async (name: string | undefined, conn = db) => {
    if (name === undefined) return;
    const found = await conn.selectFrom('categories').select('id').where('category', '=', name).executeTakeFirst();
    if (!found)
      throw badRequest('Please fix the highlighted fields', { category: 'category must name an existing category' });
  };
  const blogIdParam = (request: { params: unknown }) => (request.params as { blogId: string }).blogId;

  app.get('/blogs/list', { preHandler: guards.full }, async (request, reply) => {
    const params = parseListQuery(request.query, {
      sorts: ['newest', 'oldest', 'title'],
      defaultSort: 'newest',
      filters: { category: { max: 100 }, status: { max: 20, oneOf: STATUSES } },
    });
    const now = config.now();
    let query = db.selectFrom('blogs');
    if (params.filters.category) query = query.where('category', '=', params.filters.category);
    if (params.filters.status) query = query.where(statusFilter(params.filters.status as Status, now));
    if (params.q) query = query.where(searchAny(['blogTitle', 'blogId', 'metaTitle', 'metaDescription'], params.q));
    const list = await runList<Row>(db, query, params, (q) => {
      if (params.sort === 'title') return q.orderBy('blogTitle').orderBy('id');
      const direction = params.sort === 'oldest' ? 'asc' : 'desc';
      return q.orderBy('createdDate', direction).orderBy('id', direction);
    });
    return listResponse(reply, list, (row) => toBlog(row, now), params);
  });

  app.get('/blogs/getBlog/:blogId', { preHandler: guards.full }, async (request) => ({
    result: toBlog(await find(blogIdParam(request)), config.now()),
  }));

  app.post('/blogs/createBlog', { preHandler: guards.full }, async (request, reply) => {
    const { fields, image } = await readForm(request);
    const values = validate(fields, rules);
    cleanDescription(values);
    const now = config.now();
    const publishing = publishingOnCreate(fields, now);
    const actor = actorOf(request);
    try {
      const created = await withStoredImage(config, 'blogs', image, (imageUrl) =>
        db.transaction().execute(async (trx) => {
          await requireCategory(values.category, trx);
          const taken = await trx
            .selectFrom('blogs')
            .select('id')
            .where('blogId', '=', values.blogId as string)
            .executeTakeFirst();
          if (taken) throw duplicate();
          await assertKeyNotInTrash(trx, 'blog', values.blogId as string);
          await trx
            .insertInto('blogs')
            .values({
              blogId: values.blogId as string,
              blogTitle: values.blogTitle as string,
              blogUrl: values.blogUrl as string,
              blogUrlKey: pageUrlKey(values.blogUrl as string),
              metaTitle: values.metaTitle as string,
              metaDescription: values.metaDescription as string,
              description: values.description as string,
              category: values.category as string,
              channel: values.channel as string,
              creator: actor,
              changer: actor,
              createdDate: now,
              changedDate: now,
              imageUrl: imageUrl ?? null,
              version: 1,
              ...publishing,
            })
            .execute();
          const row = await find(values.blogId, trx);
          await record(
            trx,
            {
              // The spec's wording for the default path; drafts and scheduled posts say what happened instead.
              action:
                publishing.status === 'published'
                  ? `New blog post "${row.blogTitle}" published`
                  : publishingAction(row.blogTitle, publishing),
              type: 'blog',
              recordId: row.blogId,
              recordLabel: row.blogTitle,
              actor,
            },
            now,
          );
          return row;
        }),
      );
      return reply.status(201).send({ result: toBlog(created, now) });
    } catch (error) {
      throw isUniqueViolation(error) ? duplicate() : error;
    }
  });

  app.put('/blogs/updateBlog/:blogId', { preHandler: guards.full }, async (request) => {
    const current = await find(blogIdParam(request));
    const { fields, image } = await readForm(request);
    const version = parseVersion(fields.version);
    const dropImage = parseFlag(fields.removeImage, 'removeImage');
    const values = validate(fields, rules, { partial: true });
    cleanDescription(values);
    const now = config.now();
    const actor = actorOf(request);
    try {
      const updated = await withStoredImage(config, 'blogs', image, (imageUrl) =>
        db.transaction().execute(async (trx) => {
          const row = await find(current.blogId, trx);
          if (version !== undefined && version !== row.version) throw staleVersion(toBlog(row, now));
          const publishing = publishingOnUpdate(fields, row, now);
          if (Object.keys(values).length === 0 && !publishing && !imageUrl && !(dropImage && row.imageUrl)) {
            return { saved: row, oldImage: row.imageUrl }; // nothing to change: no new version, no activity
          }
          await requireCategory(values.category, trx);
          if (values.blogId !== undefined && values.blogId !== row.blogId) {
            const taken = await trx
              .selectFrom('blogs')
              .select('id')
              .where('blogId', '=', values.blogId)
              .executeTakeFirst();
            if (taken) throw duplicate();
            await assertKeyNotInTrash(trx, 'blog', values.blogId);
          }
          const result = await trx
            .updateTable('blogs')
            .set({
              ...values,
              ...(values.blogUrl !== undefined ? { blogUrlKey: pageUrlKey(values.blogUrl) } : {}),
              ...publishing,
              ...(imageUrl ? { imageUrl } : dropImage ? { imageUrl: null } : {}),
              changer: actor,
              changedDate: now,
              version: row.version + 1,
            })
            .where('id', '=', row.id)
            .where('version', '=', row.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) throw staleVersion(toBlog(await find(row.blogId, trx), now));
          const saved = await find(values.blogId ?? row.blogId, trx);
          await record(
            trx,
            {
              action: publishing
                ? publishingAction(saved.blogTitle, publishing)
                : `Blog post "${saved.blogTitle}" updated`,
              type: 'blog',
              recordId: saved.blogId,
              recordLabel: saved.blogTitle,
              actor,
            },
            now,
          );
          return { saved, oldImage: row.imageUrl };
        }),
      );
      if (updated.oldImage && updated.oldImage !== updated.saved.imageUrl) {
        await removeImage(config.dataDir, 'blogs', updated.oldImage);
      }
      return { result: toBlog(updated.saved, now) };
    } catch (error) {
      throw isUniqueViolation(error) ? duplicate() : error;
    }
  });

  app.delete('/blogs/deleteBlog/:blogId', { preHandler: guards.full }, async (request) => {
    await db
      .transaction()
      .execute(async (trx) =>
        moveToTrash(trx, config, 'blog', await find(blogIdParam(request), trx), actorOf(request)),
      );
    return { result: true };
  });
}
