/**
 * Every call of the API, as the fuzz run and the auth suite see it. `routeTable()` is checked against the routes the
 * server really registered, so a new route without an entry here fails the suite.
 */
import type { FastifyInstance } from 'fastify';
import { registeredRoutes as allRoutes } from '../../src/http/openapi.ts';
import { blogFields } from '../helpers.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FieldSpec {
  max: number;
  required: boolean;
  multiline?: boolean;
  /** Values of the right type that this field refuses (bad formats, unknown names). */
  invalid?: readonly string[];
}

export interface RouteSpec {
  method: Method;
  /** The concrete path requested (ids of seeded records filled in). */
  path: string;
  /** The route as registered, when it differs from `path` (`/meta/getMeta/:id`). */
  route?: string;
  auth: 'full' | 'any' | 'public';
  body: 'json' | 'form' | 'none';
  /** Whether missing fields are fine (updates). */
  partial?: boolean;
  fields?: Record<string, FieldSpec>;
  /** A body this route accepts (used as the base that every fuzz case breaks). */
  valid?: () => Record<string, string>;
  /** Query parameters of list routes. */
  query?: string[];
}

const text = (max: number, extra: Partial<FieldSpec> = {}): FieldSpec => ({ max, required: true, ...extra });
const badUrls = ['not a url', 'javascript:alert(1)', 'ftp://example.com/x', 'http://', '//example.com/x', 'data:,x'];

const blog: Record<string, FieldSpec> = {
  blogId: text(50, { invalid: ['Upper-Case', 'a--b', '-a', 'a b', '../x', 'a_b', 'é'] }),
  blogTitle: text(200),
  blogUrl: text(2048, { invalid: badUrls }),
  metaTitle: text(200),
  metaDescription: text(500, { multiline: true }),
  description: text(200_000, {
    multiline: true,
    invalid: ['<script>alert(1)</script>', '<p></p>', '<p>&nbsp;</p>', '<style>p{}</style>', '<img src=x onerror=1>'],
  }),
  category: text(100, { invalid: ['Missing category', 'news', "News' OR '1'='1"] }),
  excerptOverride: { max: 300, required: false, multiline: true },
};
const meta: Record<string, FieldSpec> = {
  metaTitle: text(200),
  metaDescription: text(500, { multiline: true }),
  pageMeta: text(200),
  metaUrl: text(2048, { invalid: badUrls }),
};
const category: Record<string, FieldSpec> = {
  category: text(100),
  categoryUrl: text(2048, { invalid: ['no leading slash', '/with space', 'javascript:alert(1)', '/a<b>'] }),
  categoryDescription: text(1000, { multiline: true }),
};
const enquiry: Record<string, FieldSpec> = {
  name: text(100),
  emailId: text(254, { invalid: ['no-at', 'a@b', 'a@@b.c', '<a@b.c>', 'a b@c.d'] }),
  phoneNo: { max: 30, required: false, invalid: ['abc', '+1 (555) 0100 ext. 9', '555;DROP'] },
  message: text(5000, { multiline: true }),
  enquiryCategory: text(10, { invalid: ['OTHER', 'footer', "FOOTER' --"] }),
  enquiryPage: { max: 2048, required: false },
  channel: { max: 50, required: false },
};
const contact: Record<string, FieldSpec> = {
  name: text(100),
  email: text(254, { invalid: ['no-at', 'a@b', '<a@b.c>'] }),
  subject: text(200),
  message: text(5000, { multiline: true }),
};

const trashType = text(10, { invalid: ['post', 'BLOG', 'users', "blog' --"] });

/** Records the fuzz run seeds before it starts; ids in paths point at them. */
export const SEED = { blogId: 'seed-blog', category: 'News' };

export function routeTable(ids: { category: number; meta: number; contact: number; enquiry: number }): RouteSpec[] {
  const list = (path: string, auth: RouteSpec['auth'], query: string[]): RouteSpec => ({
    method: 'GET',
    path,
    auth,
    body: 'none',
    query: ['page', 'pageSize', 'q', 'sort', ...query],
  });
  return [
    { method: 'GET', path: '/health', auth: 'public', body: 'none' },
    // The API reference (http/openapi.ts): the document and the page's own files.
    // `/docs` and `/docs/` are one route (Fastify's prefixTrailingSlash).
    ...['/openapi.json', '/docs/', '/docs/json', '/docs/yaml', '/docs/static/index.html'].map((path): RouteSpec => ({
      method: 'GET',
      path,
      auth: 'public',
      body: 'none',
    })),
    { method: 'GET', path: '/docs/static/swagger-initializer.js', auth: 'public', body: 'none' },
    { method: 'GET', path: '/docs/static/swagger-ui.css', route: '/docs/static/*', auth: 'public', body: 'none' },
    {
      method: 'POST',
      path: '/auth/signin',
      auth: 'public',
      body: 'json',
      fields: { emailId: text(254), password: text(1024) },
      valid: () => ({ emailId: 'admin@example.com', password: 'wrong-password' }),
    },
    { method: 'POST', path: '/auth/logout', auth: 'any', body: 'none' },
    { method: 'GET', path: '/auth/me', auth: 'full', body: 'none' },
    {
      method: 'POST',
      path: '/otp/sendOtp',
      auth: 'any',
      body: 'json',
      fields: { email: text(254, { invalid: ['someone@example.com', 'admin@example.co'] }) },
      valid: () => ({ email: 'admin@example.com' }),
    },
    {
      method: 'POST',
      path: '/otp/verifyOtp',
      auth: 'any',
      body: 'json',
      fields: { email: text(254, { invalid: ['someone@example.com'] }), otp: text(6) },
      valid: () => ({ email: 'admin@example.com', otp: '123456' }),
    },
    list('/category/listCategories', 'public', []),
    {
      method: 'GET',
      path: `/category/getCategory/${ids.category}`,
      route: '/category/getCategory/:id',
      auth: 'public',
      body: 'none',
    },
    {
      method: 'POST',
      path: '/category/addCategory',
      auth: 'full',
      body: 'json',
      fields: category,
      valid: validCategory,
    },
    {
      method: 'PUT',
      path: `/category/updateCategory/${ids.category}`,
      route: '/category/updateCategory/:id',
      auth: 'full',
      body: 'json',
      partial: true,
      fields: category,
      valid: validCategory,
    },
    {
      method: 'DELETE',
      path: `/category/deleteCategory/${ids.category}`,
      route: '/category/deleteCategory/:id',
      auth: 'full',
      body: 'none',
    },
    list('/blogs/list', 'full', ['category', 'status']),
    {
      method: 'GET',
      path: `/blogs/getBlog/${SEED.blogId}`,
      route: '/blogs/getBlog/:blogId',
      auth: 'full',
      body: 'none',
    },
    { method: 'POST', path: '/blogs/createBlog', auth: 'full', body: 'form', fields: blog, valid: validBlog },
    {
      method: 'PUT',
      path: `/blogs/updateBlog/${SEED.blogId}`,
      route: '/blogs/updateBlog/:blogId',
      auth: 'full',
      body: 'form',
      partial: true,
      fields: blog,
      valid: validBlog,
    },
    {
      method: 'DELETE',
      path: `/blogs/deleteBlog/${SEED.blogId}`,
      route: '/blogs/deleteBlog/:blogId',
      auth: 'full',
      body: 'none',
    },
    list('/meta/list', 'full', []),
    { method: 'GET', path: `/meta/getMeta/${ids.meta}`, route: '/meta/getMeta/:id', auth: 'full', body: 'none' },
    { method: 'POST', path: '/meta/createMeta', auth: 'full', body: 'form', fields: meta, valid: validMeta },
    {
      method: 'PUT',
      path: `/meta/updateMeta/${ids.meta}`,
      route: '/meta/updateMeta/:id',
      auth: 'full',
      body: 'form',
      partial: true,
      fields: meta,
      valid: validMeta,
    },
    {
      method: 'DELETE',
      path: `/meta/deleteMeta/${ids.meta}`,
      route: '/meta/deleteMeta/:id',
      auth: 'full',
      body: 'none',
    },
    list('/api/enquiries/list', 'full', ['enquiryCategory']),
    {
      method: 'DELETE',
      path: `/api/enquiries/delete/${ids.enquiry}`,
      route: '/api/enquiries/delete/:id',
      auth: 'full',
      body: 'none',
    },
    { method: 'POST', path: '/api/enquiries', auth: 'public', body: 'json', fields: enquiry, valid: validEnquiry },
    list('/contacts/list', 'full', ['status']),
    {
      method: 'PUT',
      path: `/contacts/updateStatus/${ids.contact}`,
      route: '/contacts/updateStatus/:id',
      auth: 'full',
      body: 'json',
      fields: { status: text(10, { invalid: ['new', 'READ', 'deleted', 'read ; --'] }) },
      valid: () => ({ status: 'read' }),
    },
    {
      method: 'DELETE',
      path: `/contacts/deleteContact/${ids.contact}`,
      route: '/contacts/deleteContact/:id',
      auth: 'full',
      body: 'none',
    },
    { method: 'POST', path: '/contacts/submit', auth: 'public', body: 'json', fields: contact, valid: validContact },
    { method: 'GET', path: '/activity/list', auth: 'full', body: 'none', query: ['limit'] },
    {
      method: 'GET',
      path: '/seo/report',
      auth: 'full',
      body: 'none',
      query: ['page', 'pageSize', 'q', 'type', 'problem'],
    },
    { method: 'GET', path: '/dashboard/summary', auth: 'full', body: 'none' },
    // The trash, bulk calls and the palette's search (issues 14 and 15). Valid bodies name nothing in the trash, so
    // even a case that keeps them changes nothing.
    list('/trash/list', 'full', ['type', 'page', 'pageSize', 'q']),
    ...(['/trash/restore', '/trash/purge'] as const).map((path): RouteSpec => ({
      method: path === '/trash/purge' ? 'DELETE' : 'POST',
      path,
      auth: 'full',
      body: 'json',
      fields: { type: trashType, id: text(12, { invalid: ['abc', '-1', '1.5', '0', '1e3'] }) },
      valid: () => ({ type: 'blog', id: '999999' }),
    })),
    ...(['/trash/restoreMany', '/bulk/trash'] as const).map((path): RouteSpec => ({
      method: 'POST',
      path,
      auth: 'full',
      body: 'json',
      fields: { type: trashType },
      valid: () => ({ type: 'enquiry' }),
    })),
    {
      method: 'POST',
      path: '/contacts/bulkStatus',
      auth: 'full',
      body: 'json',
      fields: { status: text(10, { invalid: ['new', 'READ', 'deleted'] }) },
      valid: () => ({ status: 'read' }),
    },
    { method: 'DELETE', path: '/trash/empty', auth: 'full', body: 'none' },
    // Content API keys (issue 26): a valid create makes a key, as a valid category create makes a category.
    list('/contentKeys/list', 'full', ['after']),
    {
      method: 'POST',
      path: '/contentKeys/create',
      auth: 'full',
      body: 'json',
      fields: { name: text(100) },
      valid: () => ({ name: 'Fuzz key' }),
    },
    {
      method: 'DELETE',
      path: '/contentKeys/delete/999999',
      route: '/contentKeys/delete/:id',
      auth: 'full',
      body: 'none',
    },
    list('/search', 'full', ['q', 'limit']),
    { method: 'GET', path: '/uploads/blogs/:name', auth: 'full', body: 'none' },
    { method: 'GET', path: '/uploads/meta/:name', auth: 'full', body: 'none' },
    // The public Content API. Its writes are one wildcard route (`/content/*` → 405), which printRoutes does not
    // list; content.test.ts checks it.
    {
      method: 'GET',
      path: '/content/posts',
      auth: 'public',
      body: 'none',
      query: ['page', 'pageSize', 'q', 'category', 'after', 'include'],
    },
    {
      method: 'GET',
      path: `/content/posts/${SEED.blogId}`,
      route: '/content/posts/:blogId',
      auth: 'public',
      body: 'none',
    },
    { method: 'GET', path: '/content/categories', auth: 'public', body: 'none' },
    { method: 'GET', path: '/content/meta', auth: 'public', body: 'none', query: ['url'] },
    { method: 'GET', path: '/content/sitemap.xml', auth: 'public', body: 'none', query: ['page'] },
    { method: 'GET', path: '/content/feed.xml', auth: 'public', body: 'none' },
    // The export answers 401 without a Content API key: a clean 4xx for every case.
    { method: 'GET', path: '/content/export.ndjson', auth: 'public', body: 'none' },
    // The Content API refuses writes (405) before it reads a body.
    ...(['POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method): RouteSpec => ({
      method,
      path: '/content/posts',
      route: '/content/*',
      auth: 'public',
      body: 'none',
    })),
    { method: 'GET', path: '/content/images/blogs/:name', auth: 'public', body: 'none' },
    { method: 'GET', path: '/content/images/meta/:name', auth: 'public', body: 'none' },
    // Revisions (issue 27): the seeded records' history; restores name a revision that does not exist, so even a
    // case that keeps the body changes nothing.
    ...(
      [
        ['blog', '/blogs', SEED.blogId, ':blogId'],
        ['meta', '/meta', String(ids.meta), ':id'],
        ['category', '/category', String(ids.category), ':id'],
      ] as const
    ).flatMap(([, prefix, key, param]): RouteSpec[] => [
      {
        method: 'GET',
        path: `${prefix}/revisions/${key}`,
        route: `${prefix}/revisions/${param}`,
        auth: 'full',
        body: 'none',
        query: ['page', 'pageSize', 'after'],
      },
      {
        method: 'GET',
        path: `${prefix}/revision/${key}/1`,
        route: `${prefix}/revision/${param}/:revision`,
        auth: 'full',
        body: 'none',
      },
      {
        method: 'POST',
        path: `${prefix}/restoreRevision/${key}/999999`,
        route: `${prefix}/restoreRevision/${param}/:revision`,
        auth: 'full',
        body: 'json',
        fields: { version: text(10, { invalid: ['abc', '-1', '1.5'] }) },
        valid: () => ({ version: '1' }),
      },
    ]),
    // Draft preview (issue 27): links for the seeded post, and the public read of a token (forged ones are a 404).
    ...(['POST', 'DELETE'] as const).map((method): RouteSpec => ({
      method,
      path: `/blogs/previewLink/${SEED.blogId}`,
      route: '/blogs/previewLink/:blogId',
      auth: 'full',
      body: 'none',
    })),
    { method: 'GET', path: '/content/preview/:token', auth: 'public', body: 'none' },
    { method: 'GET', path: '/content/preview/:token/image', auth: 'public', body: 'none' },
    // The media library (issue 28): ids of assets that do not exist answer 404; the upload needs its file (400).
    list('/media/list', 'full', ['unused']),
    { method: 'GET', path: '/media/getMedia/999999', route: '/media/getMedia/:id', auth: 'full', body: 'none' },
    { method: 'GET', path: '/media/usage/999999', route: '/media/usage/:id', auth: 'full', body: 'none' },
    {
      method: 'POST',
      path: '/media/upload',
      auth: 'full',
      body: 'form',
      fields: { alt: { max: 250, required: false }, caption: { max: 500, required: false, multiline: true } },
    },
    {
      method: 'PUT',
      path: '/media/updateMedia/999999',
      route: '/media/updateMedia/:id',
      auth: 'full',
      body: 'json',
      partial: true,
      fields: { alt: { max: 250, required: false }, caption: { max: 500, required: false, multiline: true } },
    },
    {
      method: 'DELETE',
      path: '/media/deleteMedia/999999',
      route: '/media/deleteMedia/:id',
      auth: 'full',
      body: 'none',
    },
    { method: 'GET', path: '/uploads/assets/:name', auth: 'full', body: 'none' },
    { method: 'GET', path: '/uploads/assets/:stem/:file', auth: 'full', body: 'none' },
    { method: 'GET', path: '/content/images/assets/:name', auth: 'public', body: 'none' },
    { method: 'GET', path: '/content/images/assets/:stem/:file', auth: 'public', body: 'none' },
    // Webhooks (issue 29). A valid create targets a loopback address, which the sender refuses: nothing leaves.
    list('/webhooks/list', 'full', ['after']),
    {
      method: 'POST',
      path: '/webhooks/create',
      auth: 'full',
      body: 'json',
      fields: {
        name: text(100),
        url: text(2048, { invalid: badUrls }),
        events: text(200, { invalid: ['post.exploded', 'post.published,nope', ' '] }),
      },
      valid: () => ({ name: 'Fuzz hook', url: 'http://127.0.0.1:9/fuzz', events: 'post.published' }),
    },
    {
      method: 'PUT',
      path: '/webhooks/update/999999',
      route: '/webhooks/update/:id',
      auth: 'full',
      body: 'json',
      partial: true,
      fields: { name: text(100), url: text(2048, { invalid: badUrls }) },
      valid: () => ({ name: 'Fuzz hook' }),
    },
    { method: 'DELETE', path: '/webhooks/delete/999999', route: '/webhooks/delete/:id', auth: 'full', body: 'none' },
    { method: 'POST', path: '/webhooks/test/999999', route: '/webhooks/test/:id', auth: 'full', body: 'none' },
    {
      method: 'GET',
      path: '/webhooks/deliveries/999999',
      route: '/webhooks/deliveries/:id',
      auth: 'full',
      body: 'none',
    },
    {
      method: 'POST',
      path: '/webhooks/redeliver/999999',
      route: '/webhooks/redeliver/:deliveryId',
      auth: 'full',
      body: 'none',
    },
    // Redirects (issue 29).
    list('/redirects/list', 'full', ['after']),
    {
      method: 'POST',
      path: '/redirects/create',
      auth: 'full',
      body: 'json',
      fields: { from: text(2048, { invalid: badUrls }), to: text(2048, { invalid: badUrls }) },
      valid: () => ({ from: '/fuzz-old', to: '/fuzz-new' }),
    },
    {
      method: 'PUT',
      path: '/redirects/update/999999',
      route: '/redirects/update/:id',
      auth: 'full',
      body: 'json',
      partial: true,
      fields: { from: text(2048, { invalid: badUrls }), to: text(2048, { invalid: badUrls }) },
      valid: () => ({ to: '/fuzz-newer' }),
    },
    { method: 'DELETE', path: '/redirects/delete/999999', route: '/redirects/delete/:id', auth: 'full', body: 'none' },
    { method: 'GET', path: '/redirects/get/999999', route: '/redirects/get/:id', auth: 'full', body: 'none' },
    { method: 'GET', path: '/content/redirects', auth: 'public', body: 'none' },
    { method: 'GET', path: '/content/redirects.txt', auth: 'public', body: 'none' },
    { method: 'GET', path: '/content/resolve', auth: 'public', body: 'none', query: ['url'] },
    { method: 'GET', path: '/dashboard/schedule', auth: 'full', body: 'none' },
  ];
}

function validCategory() {
  return { category: 'Fuzzed', categoryUrl: '/blog/fuzzed', categoryDescription: 'A category' };
}
function validBlog() {
  const { creator: _c, changer: _ch, createdDate: _cd, changedDate: _chd, ...fields } = blogFields('fuzz-blog');
  return fields;
}
function validMeta() {
  return { metaTitle: 'Fuzz', metaDescription: 'd', pageMeta: 'fuzz', metaUrl: 'https://example.com/fuzz' };
}
function validEnquiry() {
  return { name: 'Ana', emailId: 'ana@example.com', message: 'Hello', enquiryCategory: 'FOOTER' };
}
function validContact() {
  return { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' };
}

/** `METHOD /path` of every route the server registered (HEAD and the CORS preflight aside). */
export function registeredRoutes(app: FastifyInstance): string[] {
  // As the server's onRoute hook saw them (http/openapi.ts): printRoutes drops a wildcard's static prefix
  // (`/docs/static/*` printed as `/docs/*`).
  return allRoutes(app)
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => `${method} ${route.url}`),
    )
    .sort();
}

/** `METHOD /route` of every entry of the table, in the same form. */
export const tableRoutes = (table: RouteSpec[]) => table.map((r) => `${r.method} ${r.route ?? r.path}`).sort();
