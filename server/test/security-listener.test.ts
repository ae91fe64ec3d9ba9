/**
 * What the listeners do before a request reaches a route, driven over raw sockets (node:net) because fetch cannot
 * send slow bodies, malformed requests or hold idle connections: slow requests are cut off (small timeouts set
 * through the settings, so this runs in seconds), one client cannot take every connection, and every answer from
 * any layer is JSON `{message}` with the same security headers as a route's answer.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildPanelServer } from '../src/panel.ts';
import { buildSiteServer } from '../src/site.ts';
import { startTestServer, type TestServer } from './helpers.ts';

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** ms from the first byte sent to the connection's close. */
  closedAfterMs: number;
}

/** Sends `chunks` (strings, or numbers = pauses in ms) on a new connection and reads until the server closes it. */
function raw(port: number, chunks: (string | number)[], options: { localAddress?: string; limitMs?: number } = {}) {
  return new Promise<RawReply>((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: options.localAddress });
    const started = Date.now();
    const received: Buffer[] = [];
    let done = false;
    const limit = setTimeout(() => {
      done = true;
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${options.limitMs ?? 8000} ms`));
    }, options.limitMs ?? 8000);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(limit);
      if (done) return;
      done = true;
      const text = Buffer.concat(received).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: rest.join('\r\n\r\n'),
        closedAfterMs: Date.now() - started,
      });
    });
    socket.once('connect', () => {
      void (async () => {
        for (const chunk of chunks) {
          if (done || socket.destroyed) return;
          if (typeof chunk === 'number') await new Promise((r) => setTimeout(r, chunk));
          else socket.write(chunk);
        }
      })();
    });
  });
}

/** Opens a connection and leaves it idle; resolves once it is established. */
function idle(port: number, localAddress?: string) {
  return new Promise<{ socket: net.Socket; closed: Promise<string> }>((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => {});
    const closed = new Promise<string>((r) => socket.on('close', () => r(text)));
    socket.once('connect', () => setTimeout(() => resolve({ socket, closed }), 20));
    socket.once('error', reject);
  });
}

// The headers helmet sets on a route's answer; every other answer must carry the same ones.
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function expectApiError(reply: RawReply, status: number, reference: Record<string, string>) {
  expect(reply.status).toBe(status);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(reply.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['message']);
  expect(typeof body.message).toBe('string');
  for (const name of SECURITY_HEADERS) expect(reply.headers[name], name).toBe(reference[name]);
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

async function listening(env: Record<string, string>): Promise<{ server: TestServer; port: number }> {
  const server = await startTestServer('sqlite', {}, env);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  return { server, port: portOf(server.app) };
}

describe('every answer has the API error shape and the security headers', () => {
  let server: TestServer;
  let port: number;
  let reference: Record<string, string>;
  beforeAll(async () => {
    ({ server, port } = await listening({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' }));
    const health = await raw(port, ['GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    reference = health.headers;
    for (const name of SECURITY_HEADERS) expect(reference[name], name).toBeTruthy();
  });
  afterAll(() => server.close());

  it.each(
    (
      [
        ['a 100,000-character query string', `GET /health?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
        ['64 kB of headers', `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(64 * 1024)}\r\n\r\n`, 431],
        ['a garbage request line', 'NOT AN HTTP REQUEST\r\n\r\n', 400],
        ['an unknown method', 'BREW /health HTTP/1.1\r\nHost: x\r\n\r\n', 400],
        ['a bad header name', 'GET /health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n', 400],
        [
          'a non-numeric Content-Length',
          'POST /contacts/submit HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n',
          400,
        ],
        [
          'both Content-Length and Transfer-Encoding',
          'POST /contacts/submit HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
          400,
        ],
        [
          'a malformed chunk',
          'POST /contacts/submit HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
          400,
        ],
        [
          'a URL the router cannot read',
          'GET /blogs/getBlog/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
          400,
        ],
        ['an unknown route', 'GET /nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404],
        ['a method the route has not', 'PATCH /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404],
        [
          'a JSON body over 64 kB on a public form',
          `POST /contacts/submit HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 70000\r\n\r\n${'{'.padEnd(70000, ' ')}`,
          413,
        ],
        ['headers that never end (1 s headers timeout)', 'GET /health HTTP/1.1\r\nHost: x\r\n', 408],
      ] as [string, string, number][]
    ).map(([label, request, status]) => ({ label, request, status })),
  )('$label → $status', async ({ request, status }) => {
    expectApiError(await raw(port, [request]), status, reference);
  });

  it('still serves after all of them', async () => {
    expect((await raw(port, ['GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'])).status).toBe(200);
  });
});

describe('slow requests are cut off', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    ({ server, port } = await listening({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' }));
  });
  afterAll(() => server.close());

  it('a body sent one byte at a time gets 408 once the request timeout passes, and the connection is closed', async () => {
    const head =
      'POST /contacts/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n';
    const trickle = Array.from({ length: 40 }, () => [200, ' ']).flat();
    const reply = await raw(port, [head, '{', ...trickle], { limitMs: 6000 });
    expect(reply.status).toBe(408);
    expect(JSON.parse(reply.body)).toEqual({ message: 'The request took too long to arrive' });
    expect(reply.closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(reply.closedAfterMs).toBeLessThan(4000);
  });

  it('a request that keeps sending headers slowly is cut off at the headers timeout', async () => {
    const reply = await raw(
      port,
      ['GET /health HTTP/1.1\r\n', ...Array.from({ length: 20 }, () => [200, 'X-A: b\r\n']).flat()],
      {
        limitMs: 6000,
      },
    );
    expect(reply.status).toBe(408);
    expect(reply.closedAfterMs).toBeLessThan(3000);
  });

  it('a normal request on the same server is answered meanwhile', async () => {
    const slow = raw(
      port,
      ['POST /contacts/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n'],
      {
        limitMs: 6000,
      },
    );
    const health = await raw(port, ['GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(health.status).toBe(200);
    expect((await slow).status).toBe(408);
  });
});

describe('connection caps', () => {
  let server: TestServer | undefined;
  const open: net.Socket[] = [];
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.destroy();
    await server?.close();
    server = undefined;
  });

  it('one client cannot hold more than MAX_CONNECTIONS_PER_IP; over it 429 {message}; others still get /health', async () => {
    const started = await listening({ MAX_CONNECTIONS_PER_IP: '5', MAX_CONNECTIONS: '50' });
    server = started.server;
    for (let i = 0; i < 5; i++) open.push((await idle(started.port, '127.0.0.1')).socket);
    const over = await raw(started.port, ['GET /health HTTP/1.1\r\nHost: x\r\n\r\n'], { localAddress: '127.0.0.1' });
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body)).toEqual({
      message: 'Too many connections from your address. Please try again later.',
    });
    expect(over.headers['x-content-type-options']).toBe('nosniff');
    expect(over.headers['x-frame-options']).toBe('SAMEORIGIN');
    const other = await raw(started.port, ['GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'], {
      localAddress: '127.0.0.2',
    });
    expect(other.status).toBe(200);
    // A connection freed is a connection available again.
    open.pop()?.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const again = await raw(started.port, ['GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'], {
      localAddress: '127.0.0.1',
    });
    expect(again.status).toBe(200);
  });

  it('over MAX_CONNECTIONS in all: 503 {message}', async () => {
    const started = await listening({ MAX_CONNECTIONS_PER_IP: '0', MAX_CONNECTIONS: '6' });
    server = started.server;
    for (let i = 0; i < 6; i++) open.push((await idle(started.port, `127.0.0.${10 + i}`)).socket);
    const over = await raw(started.port, ['GET /health HTTP/1.1\r\nHost: x\r\n\r\n'], { localAddress: '127.0.0.99' });
    expect(over.status).toBe(503);
    expect(JSON.parse(over.body)).toEqual({ message: 'The server is busy. Please try again later.' });
    expect(over.headers['retry-after']).toBe('5');
  });
});

describe('the panel listener has the same timeouts and caps', () => {
  let dir: string;
  let panel: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-panel-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Panel</title>');
    panel = await buildPanelServer(
      loadConfig({
        PANEL_DIR: dir,
        LOG_LEVEL: 'silent',
        HEADERS_TIMEOUT_SECONDS: '1',
        REQUEST_TIMEOUT_SECONDS: '2',
        MAX_CONNECTIONS_PER_IP: '3',
      }),
    );
    await panel.listen({ host: '127.0.0.1', port: 0 });
    port = portOf(panel);
  });
  afterAll(async () => {
    await panel.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('cuts off a request that never completes with 408 JSON and the panel security headers', async () => {
    const slowHeaders = Array.from({ length: 20 }, () => [200, 'X-A: b\r\n']).flat();
    const reply = await raw(port, ['GET / HTTP/1.1\r\nHost: x\r\n', ...slowHeaders], { limitMs: 6000 });
    expect(reply.status).toBe(408);
    expect(JSON.parse(reply.body)).toHaveProperty('message');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers 431 JSON to oversized headers and caps connections per client', async () => {
    const big = await raw(port, [`GET /?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`]);
    expect(big.status).toBe(431);
    const sockets = [];
    for (let i = 0; i < 3; i++) sockets.push((await idle(port)).socket);
    const over = await raw(port, ['GET / HTTP/1.1\r\nHost: x\r\n\r\n']);
    expect(over.status).toBe(429);
    for (const socket of sockets) socket.destroy();
  });
});

describe('the demo website listener has the same timeouts and caps', () => {
  let site: FastifyInstance;
  let api: TestServer;
  let port: number;
  beforeAll(async () => {
    api = await startTestServer('sqlite');
    site = await buildSiteServer(
      loadConfig({
        LOG_LEVEL: 'silent',
        HEADERS_TIMEOUT_SECONDS: '1',
        REQUEST_TIMEOUT_SECONDS: '2',
        MAX_CONNECTIONS_PER_IP: '3',
      }),
      'http://127.0.0.1:3001',
      api.ctx.db,
    );
    await site.listen({ host: '127.0.0.1', port: 0 });
    port = portOf(site);
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });

  it('cuts off a request that never completes with 408 JSON and the site security headers', async () => {
    const slowHeaders = Array.from({ length: 20 }, () => [200, 'X-A: b\r\n']).flat();
    const reply = await raw(port, ['GET / HTTP/1.1\r\nHost: x\r\n', ...slowHeaders], { limitMs: 6000 });
    expect(reply.status).toBe(408);
    expect(JSON.parse(reply.body)).toHaveProperty('message');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers 431 JSON to oversized headers and caps connections per client', async () => {
    const big = await raw(port, [`GET /?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`]);
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toHaveProperty('message');
    const sockets = [];
    for (let i = 0; i < 3; i++) sockets.push((await idle(port)).socket);
    const over = await raw(port, ['GET / HTTP/1.1\r\nHost: x\r\n\r\n']);
    expect(over.status).toBe(429);
    for (const socket of sockets) socket.destroy();
  });
});
