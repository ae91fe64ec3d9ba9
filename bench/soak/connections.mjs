#!/usr/bin/env node
// Slow-body connection flood (issue 17.1), against the real server as a child process:
//  A. one client address opens `--connections` (default 20,000) requests that declare `Content-Length: 60000` on
//     POST /contacts/submit and send one byte every 2 s: at most MAX_CONNECTIONS_PER_IP (64) are held, every other one
//     is answered 429 at once, the held ones get 408 once REQUEST_TIMEOUT_SECONDS (`--timeout`, 10) passes, and
//     /health and /auth/signin keep answering another address throughout;
//  B. the same number spread over many addresses (≤ 50 each) against MAX_CONNECTIONS = half of them: the rest get 503
//     at once, nothing hangs, and /health answers 200 again within the timeout after the flood.
// Prints one JSON line of figures; exits 1 if a check fails. The client needs one file descriptor per connection:
// 20,000 needs `ulimit -n` above that (or run with `--connections 2000`).
import net from 'node:net';
import { parseArgs } from 'node:util';
import { buildServer, sleep, soakEnv, startServer, tempDir } from './lib.mjs';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '20000' }, timeout: { type: 'string', default: '10' } },
  strict: false,
});
const N = Number(values.connections);
const TIMEOUT_S = Number(values.timeout);
const PER_IP = 64;

/** One slow request; resolves with how it ended: the status the server answered (or 'error'/'open'). */
function slowRequest(port, host, localAddress, stopAt) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, localAddress });
    let text = '';
    let timer;
    const finish = (outcome) => {
      clearInterval(timer);
      socket.destroy();
      resolve(outcome);
    };
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => finish(text ? Number(text.split(' ')[1]) : 'error'));
    socket.on('close', () => finish(text ? Number(text.split(' ')[1]) : 'closed'));
    socket.once('connect', () => {
      socket.write(
        `POST /contacts/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{`,
      );
      timer = setInterval(() => {
        if (Date.now() > stopAt) return finish('open');
        if (!socket.destroyed) socket.write(' ');
      }, 2000);
    });
  });
}

/** Calls /health and a wrong-password sign-in from `localAddress` every 200 ms until stopped; worst ms and failures. */
function probe(port, localAddress) {
  const agent = { worst: 0, failures: 0, calls: 0, statuses: {} };
  let running = true;
  const one = (request) =>
    new Promise((resolve) => {
      const started = Date.now();
      const socket = net.connect({ port, host: '127.0.0.1', localAddress });
      let text = '';
      socket.setTimeout(5000, () => socket.destroy());
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => {
        const status = Number(text.split(' ')[1]) || 'none';
        agent.calls++;
        agent.statuses[status] = (agent.statuses[status] ?? 0) + 1;
        agent.worst = Math.max(agent.worst, Date.now() - started);
        if (typeof status !== 'number' || status >= 500) agent.failures++; // no answer, or a server error
        resolve(status);
      });
      socket.once('connect', () => socket.write(request));
    });
  const body = JSON.stringify({ emailId: 'nobody@example.com', password: 'wrong' });
  const done = (async () => {
    while (running) {
      await one('GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      await one(
        `POST /auth/signin HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      await sleep(200);
    }
  })();
  return {
    agent,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const count = (outcomes) => outcomes.reduce((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

async function flood(port, addressOf) {
  const stopAt = Date.now() + (TIMEOUT_S + 20) * 1000;
  const pending = [];
  for (let i = 0; i < N; i++) {
    pending.push(slowRequest(port, '127.0.0.1', addressOf(i), stopAt));
    if (i % 500 === 499) await sleep(50); // the accept queue is finite; opening all at once only measures the kernel
  }
  return pending;
}

async function main() {
  const bundle = await buildServer();
  const figures = { connections: N, requestTimeoutSeconds: TIMEOUT_S };
  const problems = [];

  // A. one address.
  {
    const server = startServer(
      bundle,
      soakEnv(tempDir('soak-conn-'), {
        REQUEST_TIMEOUT_SECONDS: String(TIMEOUT_S),
        HEADERS_TIMEOUT_SECONDS: '5',
        MAX_CONNECTIONS_PER_IP: String(PER_IP),
        SIGNIN_LIMIT_PER_IP: '100000',
        SIGNIN_LIMIT_PER_ACCOUNT: '100000',
      }),
    );
    const port = Number(new URL(await server.ready).port);
    const watcher = probe(port, '127.0.0.2');
    const started = Date.now();
    const outcomes = await Promise.all(await flood(port, () => '127.0.0.1'));
    await watcher.stop();
    figures.oneAddress = {
      outcomes: count(outcomes),
      seconds: Math.round((Date.now() - started) / 1000),
      probe: watcher.agent,
    };
    if ((figures.oneAddress.outcomes[408] ?? 0) > PER_IP) problems.push('more than the per-IP cap were held');
    if (figures.oneAddress.outcomes.open) problems.push('connections still open after the request timeout');
    if (watcher.agent.failures)
      problems.push(`${watcher.agent.failures} probe calls failed during the one-address flood`);
    server.child.kill('SIGTERM');
    await server.exited;
  }

  // B. many addresses against the global cap.
  {
    const cap = Math.floor(N / 2);
    const server = startServer(
      bundle,
      soakEnv(tempDir('soak-conn-'), {
        REQUEST_TIMEOUT_SECONDS: String(TIMEOUT_S),
        HEADERS_TIMEOUT_SECONDS: '5',
        MAX_CONNECTIONS: String(cap),
        MAX_CONNECTIONS_PER_IP: '50',
      }),
    );
    const port = Number(new URL(await server.ready).port);
    const started = Date.now();
    const addressOf = (i) => `127.1.${Math.floor(i / 50 / 250)}.${(Math.floor(i / 50) % 250) + 1}`;
    const outcomes = await Promise.all(await flood(port, addressOf));
    const afterFlood = Date.now();
    let healthyAfterMs;
    for (;;) {
      const reply = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
      if (reply?.status === 200) {
        healthyAfterMs = Date.now() - afterFlood;
        break;
      }
      if (Date.now() - afterFlood > TIMEOUT_S * 1000) break;
      await sleep(100);
    }
    figures.manyAddresses = {
      maxConnections: cap,
      outcomes: count(outcomes),
      seconds: Math.round((afterFlood - started) / 1000),
      healthyAfterMs,
    };
    if (healthyAfterMs === undefined) problems.push('/health did not answer after the many-address flood');
    if (figures.manyAddresses.outcomes.open) problems.push('connections still open after the request timeout');
    if ((figures.manyAddresses.outcomes[408] ?? 0) > cap) problems.push('more than MAX_CONNECTIONS were held');
    server.child.kill('SIGTERM');
    await server.exited;
  }

  figures.problems = problems;
  console.log(JSON.stringify(figures));
  process.exit(problems.length ? 1 : 0);
}

void main();
