/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eachDialect, signIn, startTestServer, type TestServer } from './helpers.ts';

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

eachDialect('webhook delivery retention', (dialect) => {
  let server: TestServer;
  let token: string;
  let hook: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    hook = await receiver();
    server = await startTestServer(dialect, {
      webhookTickMs: 0,
      webhookAllowPrivate: true,
      webhookTimeoutMs: 500,
      webhookDeliveriesKept: 2,
      // Sessions outlive the weeks the clock is moved on by.
      sessionIdleSeconds: 100 * DAY,
      sessionAbsoluteSeconds: 100 * DAY,
    });
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

  it('prunes at most once an hour, then again once the hour is over', async () => {
    const id = await createHook();
    for (let i = 0; i < 3; i += 1) await ping(id);
    server.clock.advance(31 * DAY);
    await run(); // prunes: the first of the three goes
    expect(await log(id)).toHaveLength(2);
    await ping(id);
    await ping(id);
    // The two 31-day-old ones are no longer among the newest two, but the last prune was less than an hour ago.
    server.clock.advance(59 * 60);
    await run();
    expect(await log(id)).toHaveLength(4);
    server.clock.advance(60);
    await run();
    expect(await log(id)).toHaveLength(2);
  });
});
