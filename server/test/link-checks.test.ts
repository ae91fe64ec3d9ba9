/**
 * External link checks (LINK_CHECK=1, services/linkChecks.ts, issue 29): links from post bodies to other sites are
 * requested (HEAD, GET where HEAD is refused) against a real local HTTP server, one request per host at a time;
 * what they answered shows in the SEO report as `broken_external_link`, and clears once the address works again.
 * The address rules are the webhooks': without WEBHOOK_ALLOW_PRIVATE=1 a loopback address is never requested.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addNewsCategory,
  blogFields,
  eachDialect,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

interface Problem {
  code: string;
  message: string;
}

/** A site the posts link to: /ok 200, /gone 404 (until `fixed`), /no-head 405 to HEAD and 200 to GET, /moved 301. */
function otherSite() {
  const seen: string[] = [];
  let open = 0;
  let mostAtOnce = 0;
  const state = { fixed: false };
  const server = http.createServer((request, response) => {
    open++;
    mostAtOnce = Math.max(mostAtOnce, open);
    seen.push(`${request.method} ${request.url}`);
    const answer = (status: number, headers: Record<string, string> = {}) =>
      setTimeout(() => {
        open--;
        response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : 'page');
      }, 20);
    if (request.url === '/ok') answer(200);
    else if (request.url === '/gone') answer(state.fixed ? 200 : 404);
    else if (request.url === '/no-head') answer(request.method === 'HEAD' ? 405 : 200);
    else if (request.url === '/moved') answer(301, { location: '/ok' });
    else answer(500);
  });
  return {
    seen,
    state,
    mostAtOnce: () => mostAtOnce,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

eachDialect('external link checks', (dialect) => {
  const site = otherSite();
  let base = '';
  let server: TestServer;
  let token = '';
  const env = {
    SITE_URL: 'https://example.com',
    LINK_CHECK: '1',
    LINK_CHECK_TICK_MS: '0',
    LINK_CHECK_HOST_SPACING_MS: '0',
    LINK_CHECK_TIMEOUT_MS: '2000',
  };
  beforeAll(async () => {
    base = await site.listen();
    server = await startTestServer(dialect, {}, { ...env, WEBHOOK_ALLOW_PRIVATE: '1' });
    token = await signIn(server);
    await addNewsCategory(server, token);
  });
  afterAll(async () => {
    await server?.close();
    await site.close();
  });

  const externalProblems = async () => {
    const reply = await server.request('GET', '/seo/report?problem=broken_external_link', { token });
    expect(reply.status).toBe(200);
    const body = reply.body as { result: { recordId: string; problems: Problem[] }[]; summary: Record<string, number> };
    return {
      count: body.summary.broken_external_link,
      messages: body.result.map((item) => [
        item.recordId,
        item.problems.find((p) => p.code === 'broken_external_link')?.message,
      ]),
    };
  };

  it('requests each address once per host at a time and reports the broken ones with what they answered', async () => {
    const links = ['/ok', '/gone', '/no-head', '/moved', '/ok#section'].map((p) => `<a href="${base}${p}">x</a>`);
    const created = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('reading', { description: `<p>${links.join(' ')} <a href="/local">here</a></p>` })),
    });
    expect(created.status).toBe(201);
    // Nothing is known before the first check.
    expect((await externalProblems()).count).toBe(0);

    const run = await server.ctx.linkChecks.runOnce();
    expect(run).toEqual({ checked: 4, broken: 1 });
    expect(site.seen.sort()).toEqual(['GET /no-head', 'HEAD /gone', 'HEAD /moved', 'HEAD /no-head', 'HEAD /ok']);
    expect(site.mostAtOnce()).toBe(1);
    expect(await externalProblems()).toEqual({
      count: 1,
      messages: [['reading', `A link to another site does not work (${base}/gone answered 404): readers get an error`]],
    });

    // Checked again only after the interval: then the fixed page clears the problem.
    site.state.fixed = true;
    expect(await server.ctx.linkChecks.runOnce()).toEqual({ checked: 0, broken: 0 });
    server.clock.advance(24 * 3600 + 1);
    token = await signIn(server); // the session did not outlive the day
    expect(await server.ctx.linkChecks.runOnce()).toEqual({ checked: 4, broken: 0 });
    expect((await externalProblems()).count).toBe(0);
  });

  it('reports an address that does not answer, and forgets addresses no post links to', async () => {
    const gone = `http://127.0.0.1:9/nothing-listens`;
    const saved = await server.request('PUT', '/blogs/updateBlog/reading', {
      token,
      form: multipart({ description: `<p><a href="${gone}">x</a></p>` }),
    });
    expect(saved.status).toBe(200);
    const run = await server.ctx.linkChecks.runOnce();
    expect(run).toEqual({ checked: 1, broken: 1 });
    const { messages } = await externalProblems();
    expect(messages[0]?.[1]).toMatch(
      /^A link to another site does not work \(http:\/\/127\.0\.0\.1:9\/nothing-listens did not answer: /,
    );
    // The addresses of the earlier text are no longer linked: the next due run drops them.
    server.clock.advance(24 * 3600 + 1);
    token = await signIn(server);
    await server.ctx.linkChecks.runOnce();
    const left = await server.ctx.db.selectFrom('linkChecks').select('url').execute();
    expect(left.map((row) => row.url)).toEqual([gone]);
  });

  it('never requests a private address without WEBHOOK_ALLOW_PRIVATE=1, and reports nothing for it', async () => {
    const strict = await startTestServer(dialect, {}, env);
    try {
      const strictToken = await signIn(strict);
      await addNewsCategory(strict, strictToken);
      const before = site.seen.length;
      const created = await strict.request('POST', '/blogs/createBlog', {
        token: strictToken,
        form: multipart(blogFields('private', { description: `<p><a href="${base}/gone">x</a></p>` })),
      });
      expect(created.status).toBe(201);
      expect(await strict.ctx.linkChecks.runOnce()).toEqual({ checked: 1, broken: 0 });
      expect(site.seen.length).toBe(before);
      const report = await strict.request('GET', '/seo/report', { token: strictToken });
      expect((report.body as { summary: Record<string, number> }).summary.broken_external_link).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
