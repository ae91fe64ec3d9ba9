import { CompiledQuery } from 'kysely';
import type { StatementSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Statement } from '../src/db/sqlite.ts';
import {
  addNewsCategory,
  blogFields,
  eachDialect,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

/** Delivered messages of webhook `webhookId`, as the queue keeps them (none due again). */
const delivered = (webhookId: number, count: number, at: number) =>
  Array.from({ length: count }, (_, i) => ({
    webhookId,
    messageId: `msg_${webhookId}_${i}`,
    event: 'post.updated',
    payload: '{}',
    attempt: 1,
    status: 'succeeded',
    responseStatus: 200,
    durationMs: 1,
    error: null,
    at,
    nextAttemptAt: null,
    lockedUntil: null,
  }));

/**
 * What a post save costs the server as the site grows: nothing it runs for a save, nor the webhook run a save starts,
 * nor the dashboard's Schedule card, may read the posts table whole (a 100,000-post site's bodies, every save), nor
 * the webhook queue whole (it keeps every delivery made). SQLite's query plans say so (`SCAN <table>` walks every row
 * or every index entry).
 */
describe('a post save at scale (SQLite)', () => {
  let server: TestServer;
  let token: string;

  /** The SQL texts SQLite runs while `work` does, inside transactions too (each prepared statement's own text). */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const spies = (['all', 'run', 'iterate'] as const).map((method) => vi.spyOn(Statement.prototype, method));
    try {
      await work();
      return spies.flatMap((spy) =>
        spy.mock.contexts.map((statement) => (statement as { statement: StatementSync }).statement.sourceSQL),
      );
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  /** SQLite's plan of a statement (its parameters unbound: the plan is made before any value is known). */
  async function planOf(text: string): Promise<string[]> {
    const plan = await server.ctx.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`));
    return plan.rows.map((row) => row.detail);
  }

  beforeAll(async () => {
    server = await startTestServer('sqlite', { webhookTickMs: 0, webhookAllowPrivate: true });
    token = await signIn(server);
    await addNewsCategory(server, token);
    const hook = await server.request('POST', '/webhooks/create', {
      token,
      json: { name: 'Site build', url: 'http://127.0.0.1:9/hook', events: ['site.changed', 'post.published'] },
    });
    expect(hook.status).toBe(201);
    const { id } = (hook.body as { result: { id: number } }).result;
    await server.ctx.db
      .insertInto('webhookDeliveries')
      .values(delivered(id, 20, server.clock.now))
      .execute();
    for (const [blogId, extra] of [
      ['saved', {}],
      ['later', { status: 'scheduled', publishAt: new Date(server.clock.now + 3_600_000).toISOString() }],
    ] as const) {
      const created = await server.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(blogFields(blogId, { category: 'News', ...extra })),
      });
      expect(created.status).toBe(201);
    }
    // The scheduler's mark is set by its first run; from then on each run looks for moments since the last.
    await server.ctx.webhooks.runOnce();
  });
  afterAll(() => server.close());

  it('writes nothing in a webhook run with nothing to announce or send', async () => {
    // What is due now goes (the posts made above are announced to a receiver that is not there: retried in 30 s).
    server.clock.advance(5);
    await server.ctx.webhooks.runOnce();
    server.clock.advance(1);
    const run = await statementsOf(() => server.ctx.webhooks.runOnce());
    expect(run.length).toBeGreaterThan(0);
    expect(run.filter((text) => /^\s*(insert|update|delete|replace)\b/i.test(text))).toEqual([]);
  });

  it('reads no post but the one saved in a save, the webhook run after it and the Schedule card; nor the whole queue', async () => {
    server.clock.advance(5);
    const saving = await statementsOf(async () => {
      const saved = await server.request('PUT', '/blogs/updateBlog/saved', {
        token,
        form: multipart({ blogTitle: 'Saved again' }),
      });
      expect(saved.status).toBe(200);
      await server.ctx.webhooks.runOnce();
    });
    const card = await statementsOf(async () => {
      const schedule = await server.request('GET', '/dashboard/schedule', { token });
      expect(schedule.status).toBe(200);
      expect(JSON.stringify(schedule.body)).toContain('later');
    });
    const reads = [...saving, ...card].filter((text) => /"blogs"/.test(text));
    // The save's own reads and write, the scheduler's two and the Schedule card's two.
    expect(reads.length).toBeGreaterThanOrEqual(7);
    for (const text of reads) {
      const scans = (await planOf(text)).filter((detail) => /^SCAN blogs\b(?!_)/.test(detail));
      expect(scans, text).toEqual([]);
    }
    // The run looks for due deliveries and for the queue of deleted webhooks.
    const queue = saving.filter((text) => /"webhookDeliveries"/.test(text));
    expect(queue.length).toBeGreaterThanOrEqual(2);
    for (const text of queue) {
      const scans = (await planOf(text)).filter((detail) => /^SCAN webhookDeliveries\b/.test(detail));
      expect(scans, text).toEqual([]);
    }
  });

  it('the scheduler still announces a scheduled post once, when its moment comes', async () => {
    const announced = async () =>
      (
        await server.ctx.db
          .selectFrom('webhookDeliveries')
          .select('payload')
          .where('event', '=', 'post.published')
          .execute()
      )
        .map((row) => (JSON.parse(row.payload) as { data: { post: { blogId: string } } }).data.post.blogId)
        .filter((blogId) => blogId === 'later');
    expect(await announced()).toEqual([]);
    server.clock.advance(3_600);
    await server.ctx.webhooks.runOnce();
    await server.ctx.webhooks.runOnce();
    expect(await announced()).toEqual(['later']);
  });
});

eachDialect('the webhook queue, walked by webhook', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { webhookTickMs: 0, webhookAllowPrivate: true });
    token = await signIn(server);
  });
  afterAll(() => server.close());

  const createHook = async (name: string) => {
    const reply = await server.request('POST', '/webhooks/create', {
      token,
      json: { name, url: 'http://127.0.0.1:9/hook', events: ['post.updated'] },
    });
    expect(reply.status).toBe(201);
    return (reply.body as { result: { id: number } }).result.id;
  };
  const queued = async () => {
    const rows = await server.ctx.db.selectFrom('webhookDeliveries').select('webhookId').execute();
    const counts = new Map<number, number>();
    for (const { webhookId } of rows) counts.set(webhookId, (counts.get(webhookId) ?? 0) + 1);
    return Object.fromEntries([...counts].sort(([a], [b]) => a - b));
  };

  it("drops the queue of every deleted webhook, whatever its place among the others', and keeps the rest", async () => {
    const [first, second, third, fourth] = [
      await createHook('First'),
      await createHook('Second'),
      await createHook('Third'),
      await createHook('Fourth'),
    ];
    const now = server.clock.now;
    for (const id of [first, second, third, fourth])
      await server.ctx.db
        .insertInto('webhookDeliveries')
        .values(delivered(id, 3, now))
        .execute();
    // A queue whose webhook row is gone without a delete call (a restore from an older backup, say).
    await server.ctx.db
      .insertInto('webhookDeliveries')
      .values(delivered(fourth + 1000, 2, now))
      .execute();
    for (const id of [first, third])
      expect((await server.request('DELETE', `/webhooks/delete/${id}`, { token })).status).toBe(200);
    await server.ctx.webhooks.runOnce();
    expect(await queued()).toEqual({ [second]: 3, [fourth]: 3 });
    expect((await server.request('DELETE', `/webhooks/delete/${fourth}`, { token })).status).toBe(200);
    await server.ctx.webhooks.runOnce();
    expect(await queued()).toEqual({ [second]: 3 });
  });
});
