/** `/blogs/*` (README "Blogs"): named by `blogId`; the generic versioned writes plus publishing and sanitising. */
import { blog, BLOG_MESSAGES, VALIDATION_MESSAGE } from '../../../src/contract/index.ts';
import { blogsRepo, categoryExists, listBlogs, nextPublishing, toBlog } from '../db/blogs.ts';
import type { Db } from '../db/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { answerList } from '../http/list.ts';
import { readForm } from '../http/multipart.ts';
import { parseFlag, parseVersion, queryOf, RequestPart, validate, validatePartial } from '../http/validate.ts';
import { publishingAction, publishingOnCreate, publishingOnUpdate } from '../services/publishing.ts';
import { hasContent, sanitizeRichText } from '../services/sanitize.ts';
import { createVersioned, deleteVersioned, updateVersioned } from '../services/versioned.ts';
import { writeContext, type Routes } from './types.ts';

/** `:blogId` as sent; the repository finds nothing for one that cannot be a blogId (404). */
const blogIdParams = new RequestPart((data) => {
  const raw = typeof data === 'object' && data !== null ? (data as { blogId?: unknown }).blogId : undefined;
  return { blogId: typeof raw === 'string' ? raw : undefined };
});

/** Sanitises `description`; it must still hold text or media afterwards. */
function cleanDescription<T extends { description?: string | undefined }>(values: T): T {
  if (values.description === undefined) return values;
  const clean = sanitizeRichText(values.description);
  if (!hasContent(clean)) throw badRequest(VALIDATION_MESSAGE, { description: BLOG_MESSAGES.descriptionEmpty });
  return { ...values, description: clean };
}

const requireCategory = async (conn: Db, name: string | undefined) => {
  if (name !== undefined && !(await categoryExists(conn, name))) {
    throw badRequest(VALIDATION_MESSAGE, { category: BLOG_MESSAGES.categoryMissing });
  }
};

export const blogRoutes: Routes = {
  admin(app, ctx) {
    const { db, dialect, config } = ctx;
    const find = async (blogId: string | undefined) => {
      const row = await blogsRepo.find(db, blogId);
      if (!row) throw notFound(blog.noun);
      return row;
    };

    app.get('/blogs/list', { schema: { querystring: queryOf(blog.list) } }, async (request, reply) => {
      const now = config.now();
      return answerList(
        reply,
        request,
        db,
        () => listBlogs(db, dialect, request.query, now),
        (row) => toBlog(row, now),
        // The status filter compares with the clock in SQL; without it only a scheduled post on the page changes
        // the answer by itself, when it turns published.
        { now, keep: !request.query.filters.status, validUntil: (rows) => nextPublishing(rows, now) },
      );
    });

    app.get('/blogs/getBlog/:blogId', { schema: { params: blogIdParams } }, async (request) => ({
      result: toBlog(await find(request.params.blogId), config.now()),
    }));

    app.post('/blogs/createBlog', async (request, reply) => {
      const { fields, image } = await readForm(request);
      const values = cleanDescription(validate(fields, blog.fields));
      const write = writeContext(ctx, request);
      const publishing = publishingOnCreate(fields, write.now);
      const result = await createVersioned(write, blogsRepo, { ...values, publishing }, image, {
        check: (conn) => requireCategory(conn, values.category),
        // The spec's wording for the default path; drafts and scheduled posts say what happened instead.
        action: (row) =>
          publishing.status === 'published'
            ? `New blog post "${row.blogTitle}" published`
            : publishingAction(row.blogTitle, publishing),
      });
      return reply.status(201).send({ result });
    });

    app.put('/blogs/updateBlog/:blogId', { schema: { params: blogIdParams } }, async (request) => {
      const current = await find(request.params.blogId);
      const { fields, image } = await readForm(request);
      const version = parseVersion(fields.version);
      const removeImage = parseFlag(fields.removeImage, 'removeImage');
      const values = cleanDescription(validatePartial(fields, blog.fields));
      const write = writeContext(ctx, request);
      let publishing: ReturnType<typeof publishingOnUpdate>;
      const result = await updateVersioned(
        write,
        blogsRepo,
        {
          key: current.blogId,
          version,
          changes: (row) => {
            publishing = publishingOnUpdate(fields, row, write.now);
            return { values: { ...values, publishing }, empty: Object.keys(values).length === 0 && !publishing };
          },
          image,
          removeImage,
        },
        {
          check: (conn) => requireCategory(conn, values.category),
          action: (saved) =>
            publishing ? publishingAction(saved.blogTitle, publishing) : `Blog post "${saved.blogTitle}" updated`,
        },
      );
      return { result };
    });

    app.delete('/blogs/deleteBlog/:blogId', { schema: { params: blogIdParams } }, async (request) => {
      await deleteVersioned(writeContext(ctx, request), blogsRepo, request.params.blogId);
      return { result: true };
    });
  },
};
