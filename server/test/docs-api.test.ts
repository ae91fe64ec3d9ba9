/**
 * docs/api.md and docs/content-api.md against the server: every route the server registers is documented, every
 * documented call exists, and every call is public exactly when the docs mark it _public_ (or it is a Content API
 * call). A call is documented by the first cell of a table row: `` `GET /blogs/list` ``, path parameters as `{id}`.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from './fuzz/routes.ts';
import { startTestServer, type TestServer } from './helpers.ts';

interface DocumentedCall {
  call: string;
  file: string;
  public: boolean;
  /** Marked _key_: a Content API call that needs a Content API key (401 without). */
  key: boolean;
}

function documentedCalls(file: string): DocumentedCall[] {
  const calls: DocumentedCall[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1];
    if (!first) continue;
    for (const [, method, path] of first.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/g))
      calls.push({
        call: `${method} ${path!.replace(/\{(\w+)\}/g, ':$1')}`,
        file,
        public: /_public_/.test(first),
        key: /_key_/.test(first),
      });
  }
  return calls;
}

const admin = documentedCalls('docs/api.md');
const content = documentedCalls('docs/content-api.md');
const documented = [...admin, ...content];

describe('the API documents', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('document every route the server registers', () => {
    const calls = new Set(documented.map((d) => d.call));
    const missing = registeredRoutes(server.app).filter((route) => !calls.has(route));
    expect(missing, 'registered but not in docs/api.md or docs/content-api.md').toEqual([]);
  });

  it('document no call the server lacks, and the Content API only in content-api.md', () => {
    expect(admin.length).toBeGreaterThan(40);
    const absent = documented.filter(({ call }) => {
      const [method, url] = call.split(' ') as [string, string];
      return !server.app.hasRoute({ method, url });
    });
    expect(absent.map((d) => `${d.file}: ${d.call}`)).toEqual([]);
    expect(admin.filter((d) => d.call.includes(' /content/')).map((d) => d.call)).toEqual([]);
    expect(content.filter((d) => !d.call.includes(' /content/')).map((d) => d.call)).toEqual([]);
  });

  it('mark public exactly the calls that answer without a session', async () => {
    const wrong: string[] = [];
    for (const { call, file, public: marked, key } of documented) {
      const [method, route] = call.split(' ') as [string, string];
      if (route.endsWith('*')) continue; // the Content API's refused writes: content.test.ts
      const url = route.replace(/:blogId/g, 'no-such-post').replace(/:\w+/g, '1');
      const status = (await server.request(method as 'GET', url, method === 'GET' ? {} : { json: {} })).status;
      const isPublic = marked || (file.endsWith('content-api.md') && !key);
      if (isPublic !== (status !== 401)) wrong.push(`${call}: ${status} without a session`);
    }
    expect(wrong).toEqual([]);
  });
});
