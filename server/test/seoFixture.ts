/**
 * The SEO report suites' shared set-up: a server per database with one category, a signed-in token, and helpers that
 * create blog posts and meta pages with healthy defaults (a title of their own, a description within the limits,
 * an image) and read `/seo/report`.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import {
  addNewsCategory,
  blogFields,
  multipart,
  PNG,
  signIn,
  startTestServer,
  type DialectName,
  type TestServer,
} from './helpers.ts';

export const GOOD_DESCRIPTION = 'A description long enough for a search result snippet, under the limit.';
const image = { name: 'a.png', type: 'image/png', bytes: PNG };

export interface Problem {
  code: string;
  message: string;
}
export interface Item {
  type: string;
  id: number;
  recordId: string;
  title: string;
  url: string;
  problems: Problem[];
}
export interface Report {
  result: Item[];
  total: number;
  page: number;
  pageSize: number;
  summary: Record<string, number>;
}

export interface SeoFixture {
  readonly server: TestServer;
  readonly token: string;
  /** Creates a blog post (201 expected); `withImage` false leaves the featured image out. */
  blog: (blogId: string, extra?: Record<string, string>, withImage?: boolean) => Promise<{ id: number }>;
  /** Creates a meta page (201 expected); `withImage` false leaves the share image out. */
  meta: (metaUrl: string, extra?: Record<string, string>, withImage?: boolean) => Promise<{ id: number }>;
  /** `GET /seo/report<query>` (200 expected). */
  report: (query?: string) => Promise<Report>;
}

/** Registers the suite's beforeAll/afterAll; the returned object's server and token are set once they have run. */
export function seoFixture(dialect: DialectName): SeoFixture {
  let server: TestServer | undefined;
  let token = '';
  beforeAll(async () => {
    // The website is example.com, where the suites' pages are (SITE_URL: `off_site_url` compares with its host).
    server = await startTestServer(dialect, {}, { SITE_URL: 'https://example.com' });
    token = await signIn(server);
    await addNewsCategory(server, token);
  });
  afterAll(() => server?.close());
  const started = () => {
    if (!server) throw new Error('the SEO fixture is used before its beforeAll ran');
    return server;
  };
  const created = async (url: string, form: ReturnType<typeof multipart>) => {
    const reply = await started().request('POST', url, { token, form });
    expect(reply.status).toBe(201);
    return (reply.body as { result: { id: number } }).result;
  };
  return {
    get server() {
      return started();
    },
    get token() {
      return token;
    },
    blog: (blogId, extra = {}, withImage = true) =>
      created(
        '/blogs/createBlog',
        multipart(
          blogFields(blogId, {
            metaTitle: `Title of ${blogId}`,
            metaDescription: `${GOOD_DESCRIPTION} ${blogId}`,
            ...extra,
          }),
          withImage ? image : undefined,
        ),
      ),
    meta: (metaUrl, extra = {}, withImage = true) =>
      created(
        '/meta/createMeta',
        multipart(
          {
            metaTitle: `Meta ${metaUrl}`,
            metaDescription: `${GOOD_DESCRIPTION} ${metaUrl}`,
            pageMeta: 'p',
            metaUrl,
            ...extra,
          },
          withImage ? image : undefined,
        ),
      ),
    report: async (query = '') => {
      const reply = await started().request('GET', `/seo/report${query}`, { token });
      expect(reply.status).toBe(200);
      return reply.body as Report;
    },
  };
}

/** A redirect row as an import writes it around the API: `from` and `to` already paths (their own keys), 301. */
export const redirectRow = (from: string, to: string, creator = 'import') => ({
  from,
  to,
  fromKey: from,
  toKey: to,
  status: 301,
  auto: 0,
  hits: 0,
  creator,
  createdAt: Date.now(),
  version: 1,
});
