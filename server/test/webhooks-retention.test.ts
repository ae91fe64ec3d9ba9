/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { eachDialect, migratedPostgresDatabase, signIn, startTestServer, type TestServer } from './helpers.ts';

const DAY = 86_400;

/** A receiver that answers 200, or 500 while `failing`. */
async function receiver() {
  const state = { failing: false, received: 0 };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      state.received += 1;
      response.writeHead(state.failing ? 500 : 200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    state,
    url: `http://127.0.0.1:${port}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const QUIET: Partial<Config> = {
  webhookTickMs: 0,
  webhookAllowPrivate: true,
  webhookTimeoutMs: 500,
  // Sessions outlive the weeks the clock is moved on by.
  sessionIdleSeconds: 100 * DAY,
  sessionAbsoluteSeconds: 100 * DAY,
};

eachDialect('webhook delivery retention', (dialect) => {
  let server: TestServer;
  let token: string;
  let hook: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    hook = await receiver();
    server = await startTestServer(dialect, { ...QUIET, webhookDeliveriesKept: 2 });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server.close();
    await hook.close();
  });

  const run = () => server.ctx.webhooks.runOnce();
  const createHook = async () => {
    const reply = await server.request('POST', '/webhooks/create', {
      token,
      json: { name: 'Log', url: hook.url, events: ['post.published'] },
    });
    expect(reply.status).toBe(201);
    return reply.body.result.id as number;
  };
  const ping = async (id: number) => {
    expect((await server.request('POST', `/webhooks/test/${id}`, { token })).status).toBe(200);
    await run();
  };
  const log = async (id: number) => {
    const reply = await server.request('GET', `/webhooks/deliveries/${id}`, { token });
    expect(reply.status).toBe(200);
    return reply.body.result as { id: number; status: string }[];
  };

  it('deletes finished deliveries past the retention period, keeping the newest and any still pending or retrying', async () => {
    expect(server.config.webhookRetentionDays).toBe(30);
    await run(); // the first run sets the retention mark

    // One webhook: five deliveries that succeed now.
    const steady = await createHook();
    for (let i = 0; i < 5; i += 1) await ping(steady);
    const old = await log(steady);
    expect(old.map((d) => d.status)).toEqual(Array(5).fill('succeeded'));

    // Another: a delivery that fails for good, one left retrying and two left pending when the webhook is switched off.
    const flaky = await createHook();
    hook.state.failing = true;
    await ping(flaky);
    for (const wait of [5, 30, 120, 600, 3600]) {
      server.clock.advance(wait);
      await run();
    }
    await ping(flaky);
    expect((await log(flaky)).map((d) => d.status)).toEqual(['retrying', 'failed']);
    const off = await server.request('PUT', `/webhooks/update/${flaky}`, { token, json: { active: false } });
    expect(off.status).toBe(200);
    await ping(flaky);
    await ping(flaky);
    const flakyBefore = await log(flaky);
    expect(flakyBefore.map((d) => d.status)).toEqual(['pending', 'pending', 'retrying', 'failed']);
    hook.state.failing = false;

    // Twenty days on, one more success; eleven days after that the first ones are 31 days old.
    server.clock.advance(20 * DAY);
    await ping(steady);
    const recent = (await log(steady))[0]!;
    server.clock.advance(11 * DAY);
    await run();

    // The recent one and the newest two (one of them old) stay; the three older ones go.
    expect(await log(steady)).toEqual([
      expect.objectContaining({ id: recent.id, status: 'succeeded' }),
      expect.objectContaining({ id: old[0]!.id, status: 'succeeded' }),
    ]);
    // The failed one goes; pending and retrying ones stay, however old.
    expect((await log(flaky)).map((d) => d.id)).toEqual(flakyBefore.slice(0, 3).map((d) => d.id));
    // What was pruned is gone: it cannot be redelivered.
    const gone = await server.request('POST', `/webhooks/redeliver/${old.at(-1)!.id}`, { token });
    expect(gone.status).toBe(404);
  });

  it('reads the period from WEBHOOK_RETENTION_DAYS, and prunes at most once an hour', async () => {
    const short = await startTestServer(
      dialect,
      { ...QUIET, webhookDeliveriesKept: 2 },
      { WEBHOOK_RETENTION_DAYS: '2' },
    );
    try {
      const shortToken = await signIn(short);
      const created = await short.request('POST', '/webhooks/create', {
        token: shortToken,
        json: { name: 'Log', url: hook.url, events: ['post.published'] },
      });
      const id = created.body.result.id as number;
      const shortRun = () => short.ctx.webhooks.runOnce();
      const shortPing = async () => {
        await short.request('POST', `/webhooks/test/${id}`, { token: shortToken });
        await shortRun();
      };
      const count = async () => {
        const reply = await short.request('GET', `/webhooks/deliveries/${id}`, { token: shortToken });
        expect(reply.status).toBe(200);
        return (reply.body.result as unknown[]).length;
      };
      await shortRun(); // sets the retention mark
      for (let i = 0; i < 3; i += 1) await shortPing();
      short.clock.advance(DAY + 23 * 3600);
      await shortRun();
      expect(await count()).toBe(3); // not two days old yet
      short.clock.advance(2 * 3600);
      await shortRun();
      expect(await count()).toBe(2); // past two days: the oldest goes, the newest two stay
      await shortPing();
      await shortPing();
      // The two old ones are no longer among the newest two, but the last prune was less than an hour ago.
      short.clock.advance(59 * 60);
      await shortRun();
      expect(await count()).toBe(4);
      short.clock.advance(60);
      await shortRun();
      expect(await count()).toBe(2);
    } finally {
      await short.close();
    }
  });
});

eachDialect('webhook delivery retention, two instances', (dialect) => {
  it.skipIf(dialect === 'sqlite')('prune side by side without error, leaving the newest', async () => {
    const hook = await receiver();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-retention-'));
    const databaseUrl = await migratedPostgresDatabase();
    const start = () =>
      startTestServer(dialect, { ...QUIET, webhookDeliveriesKept: 2, databaseUrl }, { DATA_DIR: dataDir });
    const [one, two] = [await start(), await start()];
    one.dataDir = dataDir; // where its sign-in codes go
    try {
      const token = await signIn(one);
      const created = await one.request('POST', '/webhooks/create', {
        token,
        json: { name: 'Log', url: hook.url, events: ['post.published'] },
      });
      const id = created.body.result.id as number;
      await Promise.all([one.ctx.webhooks.runOnce(), two.ctx.webhooks.runOnce()]);
      for (let i = 0; i < 6; i += 1) {
        await one.request('POST', `/webhooks/test/${id}`, { token });
        await one.ctx.webhooks.runOnce();
      }
      one.clock.advance(31 * DAY);
      two.clock.now = one.clock.now;
      const runs = [one, two, one, two].map((server) => server.ctx.webhooks.runOnce());
      await Promise.all(runs);
      const log = await two.request('GET', `/webhooks/deliveries/${id}`, { token });
      expect(log.status).toBe(200);
      expect((log.body.result as unknown[]).length).toBe(2);
    } finally {
      await one.close();
      await two.close();
      await hook.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('WEBHOOK_RETENTION_DAYS', () => {
  it('is 30 days unless set, and 1 to 3650', () => {
    expect(loadConfig({}).webhookRetentionDays).toBe(30);
    expect(loadConfig({ WEBHOOK_RETENTION_DAYS: '7' }).webhookRetentionDays).toBe(7);
    for (const bad of ['0', '3651', '1.5', 'week'])
      expect(() => loadConfig({ WEBHOOK_RETENTION_DAYS: bad }), bad).toThrow(/WEBHOOK_RETENTION_DAYS/);
  });
});
