/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
/**
 * The API reference (http/openapi.ts): `GET /openapi.json` is a valid OpenAPI 3.1 document that covers every
 * registered route with its answers, the server's real answers match what it documents, and the suites' answer check
 * catches an answer off its declaration.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswer } from '../../src/contract/index.ts';
import {
  answers,
  API_TITLE,
  checkAnswers,
  registeredRoutes,
  registerOpenApi,
  ResponseDoc,
} from '../src/http/openapi.ts';
import { ADMIN, blogFields, multipart, passwordToken, PNG, signIn, startTestServer, type Reply } from './helpers.ts';
import type { TestServer } from './helpers.ts';

interface Operation {
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
  security?: unknown[];
}
type Document = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
};

/** `/blogs/getBlog/:blogId` → `/blogs/getBlog/{blogId}`; a wildcard names the rest of the path `{path}`. */
const docPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');

describe('the API reference', () => {
  let server: TestServer;
  let token: string;
  let doc: Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    token = await signIn(server);
    doc = (await server.request('GET', '/openapi.json')).body as Document;
  });
  afterAll(() => server.close());

  it('serves an OpenAPI 3.1 document that validates', async () => {
    const reply = await server.request('GET', '/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe(API_TITLE);
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every registered route with its answers', () => {
    const routes = registeredRoutes(server.app);
    const documented = routes.filter((route) => !route.schema?.hide);
    // Only the reference's own routes are left out of it.
    for (const route of routes.filter((r) => !documented.includes(r))) {
      expect(route.url === '/openapi.json' || route.url.startsWith('/docs'), route.url).toBe(true);
    }
    let operations = 0;
    for (const route of documented) {
      for (const method of [route.method].flat()) {
        // Fastify answers HEAD for every GET route by itself; the document lists the GET.
        if (method === 'HEAD' && documented.some((r) => r.url === route.url && [r.method].flat().includes('GET')))
          continue;
        const operation = doc.paths[docPath(route.url)]?.[method.toLowerCase()];
        expect(operation, `${method} ${route.url}`).toBeDefined();
        const declared = Object.keys((route.schema as { response?: object } | undefined)?.response ?? {});
        // Each declares a success answer, but for the Content API's refusal of writes (405 only).
        const success = declared.some((status) => /^2\d\d$/.test(status)) || declared.includes('405');
        expect(success, `${method} ${route.url}: a success answer`).toBe(true);
        expect(Object.keys(operation?.responses ?? {}).sort(), `${method} ${route.url}`).toEqual(declared.sort());
        operations++;
      }
    }
    expect(operations).toBeGreaterThanOrEqual(50);
    // The panel's calls name the session they need, and its 401.
    expect(doc.paths['/blogs/list']?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/blogs/list']?.get?.responses['401']).toBeDefined();
    expect(doc.paths['/content/posts']?.get?.security).toBeUndefined();
  });

  /** Checks a real answer against the document's schema for its route, method and status. */
  function documentedAs(method: string, route: string, reply: Reply): void {
    const where = `${method} ${route} → ${reply.status}`;
    const response = doc.paths[docPath(route)]?.[method.toLowerCase()]?.responses[String(reply.status)];
    expect(response, `${where} is documented`).toBeDefined();
    const type = String(reply.headers['content-type'] ?? '').split(';')[0] ?? '';
    const media = response?.content?.[type];
    if (!response?.content) {
      expect(reply.raw.length, `${where} has no body`).toBe(0);
      return;
    }
    expect(media ?? response.content['image/*'], `${where}: ${type} is documented`).toBeDefined();
    if (type !== 'application/json') return;
    const validate = ajv.compile(media?.schema ?? {});
    expect(validate(reply.body) ? [] : validate.errors, where).toEqual([]);
  }

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, url: string, options = {}) => {
    const reply = await server.request(method, url, { token, ...options });
    documentedAs(method, route, reply);
    return reply;
  };

  it('answers the panel calls as documented: lists, gets, creates, updates, deletes and their errors', async () => {
    const news = { category: 'News', categoryUrl: '/news', categoryDescription: 'Company news' };
    const category = await call('POST', '/category/addCategory', '/category/addCategory', { json: news });
    expect(category.status).toBe(201);
    expect((await call('POST', '/category/addCategory', '/category/addCategory', { json: news })).status).toBe(409);
    expect((await call('POST', '/category/addCategory', '/category/addCategory', { json: {} })).status).toBe(400);
    const id = category.body.result.id as number;
    const stale = await call('PUT', '/category/updateCategory/:id', `/category/updateCategory/${id}`, {
      json: { version: 7, categoryDescription: 'x' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.id).toBe(id);
    expect((await call('GET', '/category/getCategory/:id', '/category/getCategory/999999')).status).toBe(404);
    expect((await call('GET', '/category/listCategories', '/category/listCategories')).status).toBe(200);

    const form = multipart(blogFields('first-post'), { name: 'a.png', type: 'image/png', bytes: PNG });
    expect((await call('POST', '/blogs/createBlog', '/blogs/createBlog', { form })).status).toBe(201);
    const draft = { json: { ...blogFields('second-post'), status: 'draft' } };
    expect((await call('POST', '/blogs/createBlog', '/blogs/createBlog', draft)).status).toBe(201);
    for (const url of ['/blogs/list?page=1&pageSize=1', '/blogs/list', '/blogs/list?pageSize=x']) {
      await call('GET', '/blogs/list', url);
    }
    const blog = await call('GET', '/blogs/getBlog/:blogId', '/blogs/getBlog/first-post');
    expect(blog.body.result.imageUrl).toMatch(/\.png$/);
    await call('PUT', '/blogs/updateBlog/:blogId', '/blogs/updateBlog/first-post', { json: { blogTitle: 'Renamed' } });
    await call('GET', '/uploads/blogs/:name', `/uploads/blogs/${String(blog.body.result.imageUrl)}`);
    expect((await call('DELETE', '/blogs/deleteBlog/:blogId', '/blogs/deleteBlog/second-post')).status).toBe(200);

    const meta = { metaTitle: 'About', metaDescription: 'About us', pageMeta: 'about', metaUrl: 'https://e.com/about' };
    expect((await call('POST', '/meta/createMeta', '/meta/createMeta', { json: meta })).status).toBe(201);
    await call('GET', '/meta/list', '/meta/list?page=1');

    const contact = { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' };
    const sent = await call('POST', '/contacts/submit', '/contacts/submit', { json: contact });
    await call('PUT', '/contacts/updateStatus/:id', `/contacts/updateStatus/${sent.body.result.id}`, {
      json: { status: 'replied' },
    });
    const back = await call('PUT', '/contacts/updateStatus/:id', `/contacts/updateStatus/${sent.body.result.id}`, {
      json: { status: 'read' },
    });
    expect(back.status).toBe(409);
    await call('GET', '/contacts/list', '/contacts/list');
    const enquiry = { name: 'Bo', emailId: 'bo@example.com', message: 'm', enquiryCategory: 'PAGE' };
    await call('POST', '/api/enquiries', '/api/enquiries', { json: enquiry });
    await call('GET', '/api/enquiries/list', '/api/enquiries/list?page=1&pageSize=5');

    await call('POST', '/bulk/trash', '/bulk/trash', { json: { type: 'enquiry', ids: [1, 99] } });
    const trash = await call('GET', '/trash/list', '/trash/list');
    expect(trash.body.total).toBeGreaterThan(0);
    await call('POST', '/trash/restore', '/trash/restore', { json: { type: 'blog', id: 999 } });
    await call('POST', '/trash/restore', '/trash/restore', { json: { type: 'enquiry', id: 1 } });
    for (const [route, url] of [
      ['/activity/list', '/activity/list?limit=5'],
      ['/dashboard/summary', '/dashboard/summary'],
      ['/search', '/search?q=post'],
      ['/seo/report', '/seo/report'],
      ['/auth/me', '/auth/me'],
    ] as const) {
      expect((await call('GET', route, url)).status).toBe(200);
    }
    expect((await server.request('GET', '/blogs/list')).status).toBe(401);
    documentedAs('GET', '/blogs/list', await server.request('GET', '/blogs/list'));
  });

  it('answers sign-in and the sign-in code as documented', async () => {
    const wrong = await server.request('POST', '/auth/signin', { json: { emailId: ADMIN.email, password: 'no' } });
    documentedAs('POST', '/auth/signin', wrong);
    const pending = await passwordToken(server);
    const refused = await server.request('POST', '/otp/verifyOtp', {
      token: pending,
      json: { email: ADMIN.email, otp: '000000' },
    });
    expect(refused.status).toBe(400);
    documentedAs('POST', '/otp/verifyOtp', refused);
  });

  it('answers the public Content API as documented', async () => {
    // The Content API reads no session: a bearer there is a content key (an unknown one is a 401).
    const pub = (route: string, url: string, options = {}) => call('GET', route, url, { token: undefined, ...options });
    const categories = await pub('/content/categories', '/content/categories');
    await pub('/content/posts', '/content/posts?pageSize=5');
    await pub('/content/posts/:blogId', '/content/posts/first-post');
    await pub('/content/posts/:blogId', '/content/posts/second-post');
    await pub('/content/meta', '/content/meta?url=https://e.com/about');
    await pub('/content/meta', '/content/meta');
    await pub('/content/feed.xml', '/content/feed.xml');
    await pub('/content/sitemap.xml', '/content/sitemap.xml');
    const etag = String(categories.headers.etag);
    const cached = await pub('/content/categories', '/content/categories', {
      headers: { 'if-none-match': etag },
    });
    expect(cached.status).toBe(304);
    expect((await pub('/content/export.ndjson', '/content/export.ndjson')).status).toBe(401);
    const unknown = { headers: { authorization: 'Bearer cak_unknown' } };
    expect((await pub('/content/posts', '/content/posts', unknown)).status).toBe(401);
    const created = await call('POST', '/contentKeys/create', '/contentKeys/create', { json: { name: 'Docs' } });
    expect(created.status).toBe(201);
    const keyed = { headers: { authorization: `Bearer ${created.body.result.key as string}` } };
    expect((await pub('/content/export.ndjson', '/content/export.ndjson', keyed)).status).toBe(200);
    expect((await call('GET', '/contentKeys/list', '/contentKeys/list')).status).toBe(200);
    const revoked = await call('DELETE', '/contentKeys/delete/:id', `/contentKeys/delete/${created.body.result.id}`);
    expect(revoked.status).toBe(200);
    documentedAs('DELETE', '/content/*', await server.request('DELETE', '/content/posts'));
    expect((await call('GET', '/health', '/health')).status).toBe(200);
  });
});

describe('the answer check of the test suites', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerOpenApi(app);
    checkAnswers(app);
    const shape = z.object({ a: z.string() });
    const sent: Record<string, unknown> = {
      '/right': { a: 'x' },
      '/wrong-type': { a: 1 },
      '/extra-field': { a: 'x', b: 1 },
    };
    for (const [url, body] of Object.entries(sent)) {
      app.get(url, { schema: { response: answers(shape, 404) } }, () => body);
    }
    // Typed loosely: the point is to answer a status the route does not declare.
    const only200 = answers(shape) as Record<string, unknown>;
    app.get('/undeclared-status', { schema: { response: only200 } }, (_request, reply) =>
      reply.code(409).send({ message: 'no' }),
    );
    app.get('/text-for-json', { schema: { response: answers(shape) } }, (_request, reply) =>
      reply.type('text/plain').send('a'),
    );
    app.get('/no-body', { schema: { response: { 204: new ResponseDoc('Nothing') } } }, (_request, reply) =>
      reply.code(204).send(),
    );
    app.get('/error', { schema: { response: answers(shape, 404) } }, (_request, reply) =>
      reply.code(404).send(errorAnswer().parse({ message: 'Not found' })),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('passes answers that match their declaration', async () => {
    for (const url of ['/right', '/no-body', '/error'])
      expect((await app.inject({ url })).statusCode, url).not.toBe(500);
  });

  it('turns an answer off its declaration into a 500 that says why', async () => {
    const cases: Record<string, RegExp> = {
      '/wrong-type': /expected string/i,
      '/extra-field': /fields the declaration leaves out/,
      '/undeclared-status': /status 409 is not declared/,
      '/text-for-json': /content type text\/plain where JSON is declared/,
    };
    for (const [url, why] of Object.entries(cases)) {
      const reply = await app.inject({ url });
      expect(reply.statusCode, url).toBe(500);
      expect(reply.json<{ message: string }>().message, url).toMatch(why);
    }
  });
});
