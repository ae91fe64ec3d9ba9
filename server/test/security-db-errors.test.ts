/**
 * A database failing under the server: PostgreSQL connections killed while requests run and while the pool is idle.
 * Each failed request is a 500 `{message: "Internal server error"}` with nothing internal, the process stays up, and
 * the next request works. (SQLite locked past its busy timeout is in `bench/soak/faults.mjs`: it takes 5 s.)
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, startTestServer, type Reply, type TestServer } from './helpers.ts';
import { errorReplyProblems } from './fuzz/dump.ts';

describe.skipIf(!inject('pgUrl'))('database errors mid-request [postgres]', () => {
  let server: TestServer;
  let token: string;
  let admin: pg.Client;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    token = await signIn(server);
    admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await server.close();
  });

  const database = () => new URL(server.config.databaseUrl as string).pathname.slice(1);
  const killConnections = () =>
    admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database()],
    );
  const expectCleanFailure = (reply: Reply) => {
    if (reply.status === 200) return;
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ message: 'Internal server error' });
    expect(errorReplyProblems(reply.headers['content-type'], reply.raw.toString())).toEqual([]);
  };

  it('answers a clean 500 while connections die under load, then serves again', async () => {
    let running = true;
    const replies: Reply[] = [];
    const load = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (running) replies.push(await server.request('GET', '/blogs/list', { token }));
      }),
    );
    // Windows counted in replies, not milliseconds: the load is under way, and goes on while the connections die.
    const repliesReach = (count: number) =>
      expect.poll(() => replies.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
    await repliesReach(16);
    await killConnections();
    await repliesReach(replies.length + 16);
    running = false;
    await load;
    for (const reply of replies) expectCleanFailure(reply);
    expect((await server.request('GET', '/blogs/list', { token })).status).toBe(200);
  });

  it('survives its idle pooled connections being killed', async () => {
    await Promise.all(Array.from({ length: 5 }, () => server.request('GET', '/blogs/list', { token })));
    await killConnections();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expectCleanFailure(await server.request('GET', '/blogs/list', { token }));
    expect((await server.request('GET', '/blogs/list', { token })).status).toBe(200);
    expect((await server.request('GET', '/health')).status).toBe(200);
  });
});
