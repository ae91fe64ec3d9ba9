/**
 * What the Node HTTP listener itself does before a request reaches a route (both listeners: the API and the panel):
 *
 * - **Timeouts.** A request whose headers are not complete after `headersTimeoutMs`, or whose headers and body are
 *   not complete after `requestTimeoutMs`, is answered 408 and its connection closed (Fastify's default is no request
 *   timeout at all, so a body sent one byte at a time held its connection forever).
 * - **Connection caps.** At most `maxConnections` open connections in all and `maxConnectionsPerIp` per client key
 *   (`clientKey`: IPv6 per /64). A connection over a cap is answered at once — 429 (per client) or 503 (in all),
 *   `{message}` with the security headers and `Connection: close` — and closed, without ever reaching the HTTP parser.
 * - **Early errors.** What Node's parser refuses (431 headers too large, 400 malformed, 408 timeouts) gets the API's
 *   error shape `{"message": …}` and the same security headers as every other answer, not the framework's format.
 * - **Slow readers.** Sockets queue small buffers, and a connection whose answer makes no progress for
 *   `stallMs`, or that holds more queued bytes than its share, is closed (`slowReaders.ts`).
 */
import fs from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { clientKey } from './client.ts';
import {
  MAX_QUEUED_PER_CLIENT,
  MAX_QUEUED_PER_CONNECTION,
  SlowReaderWatch,
  SOCKET_OPTIONS,
  type SlowReaderLimits,
} from './slowReaders.ts';

export interface ListenerLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  maxConnections: number;
  /** 0 = no per-client cap. */
  maxConnectionsPerIp: number;
  /** How long an answer may make no progress, and the bytes a connection and a client may hold queued. */
  slowReaders: SlowReaderLimits;
}

/** helmet's defaults, used until `learnSecurityHeaders` has read the app's own set. */
const FALLBACK_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
// Headers of a probe answer that describe that answer rather than the server's security policy.
const NOT_SECURITY = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'vary',
  'cache-control',
  'transfer-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
]);

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  414: 'URI Too Long',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
};

/** The open-file limit of this process (Linux), to keep the default connection cap below it. */
function openFileLimit(): number | undefined {
  try {
    const match = /Max open files\s+(\d+)/.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Default `MAX_CONNECTIONS`: 10,000, or 80% of the open-file limit if that is lower (files and the database need some). */
export function defaultMaxConnections(): number {
  const limit = openFileLimit();
  return Math.max(16, Math.min(10_000, limit ? Math.floor(limit * 0.8) : 10_000));
}

export class ListenerGuard {
  private headers: Record<string, string> = { ...FALLBACK_HEADERS };
  private open = 0;
  private readonly perClient = new Map<string, number>();
  private readonly slowReaders: SlowReaderWatch;

  constructor(private readonly limits: ListenerLimits) {
    this.slowReaders = new SlowReaderWatch(limits.slowReaders);
  }

  /** Fastify options that set the timeouts and the early-error answer. */
  fastifyOptions() {
    const { requestTimeoutMs, headersTimeoutMs } = this.limits;
    return {
      requestTimeout: requestTimeoutMs,
      http: {
        ...SOCKET_OPTIONS,
        requestTimeout: requestTimeoutMs,
        headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
        // How often Node looks for expired requests: a request is cut off at most this long after its deadline.
        connectionsCheckingInterval: Math.max(
          100,
          Math.min(5000, Math.floor(Math.min(headersTimeoutMs, requestTimeoutMs) / 4)),
        ),
      },
      clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => this.onClientError(error, socket),
    };
  }

  /** A complete raw HTTP answer `{message}` with the security headers; the connection is closed after it. */
  rawAnswer(status: number, message: string, extra: Record<string, string> = {}): string {
    const body = JSON.stringify({ message });
    const headers = {
      ...this.headers,
      ...extra,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    return `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
  }

  /** Reads the security headers the app (helmet) sends, so early answers carry exactly the same ones. */
  async learnSecurityHeaders(app: FastifyInstance, probeUrl: string): Promise<void> {
    const probe = await app.inject({ method: 'GET', url: probeUrl });
    const learned: Record<string, string> = {};
    for (const [name, value] of Object.entries(probe.headers)) {
      if (value === undefined || NOT_SECURITY.has(name) || name.startsWith('access-control-')) continue;
      learned[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    if (learned['x-content-type-options'] === 'nosniff') this.headers = learned;
  }

  /** Answers on a response the framework never took over (e.g. a URL its router cannot read). */
  answer(res: ServerResponse, status: number, message: string): void {
    const body = JSON.stringify({ message });
    res.statusCode = status;
    for (const [name, value] of Object.entries(this.headers)) res.setHeader(name, value);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(body));
    res.end(body);
  }

  private onClientError(error: NodeJS.ErrnoException, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    // An answer already under way cannot be replaced: the connection is just closed.
    if (socket.writable && !response?.headersSent) {
      const [status, message] =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive']
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? [431, 'Request headers are too large']
            : error.code === 'HPE_URI_TOO_LONG'
              ? [414, 'Request URL is too long']
              : [400, 'Bad request'];
      socket.end(this.rawAnswer(status, message));
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    socket.destroy();
  }

  /**
   * Puts the connection caps in front of the HTTP server: a connection over a cap is answered and closed here and
   * never handed to the HTTP parser.
   */
  install(server: Server): void {
    const handlers = server.listeners('connection') as ((socket: Socket) => void)[];
    server.removeAllListeners('connection');
    const { maxConnections, maxConnectionsPerIp } = this.limits;
    server.on('connection', (socket: Socket) => {
      const key = clientKey(socket.remoteAddress);
      const mine = this.perClient.get(key) ?? 0;
      if (maxConnectionsPerIp > 0 && mine >= maxConnectionsPerIp) {
        this.refuse(socket, 429, 'Too many connections from your address. Please try again later.');
        return;
      }
      if (this.open >= maxConnections) {
        this.refuse(socket, 503, 'The server is busy. Please try again later.');
        return;
      }
      this.open++;
      this.perClient.set(key, mine + 1);
      socket.once('close', () => {
        this.open--;
        const left = (this.perClient.get(key) ?? 1) - 1;
        if (left > 0) this.perClient.set(key, left);
        else this.perClient.delete(key);
      });
      this.slowReaders.watch(socket, key);
      for (const handler of handlers) handler.call(server, socket);
    });
    server.once('close', () => this.slowReaders.stop());
  }

  /** Connections closed so far because their answers made no progress or held more than their share. */
  slowReadersClosed(): number {
    return this.slowReaders.closed();
  }

  /** Open connections now, in all and for one client key (for tests and logs). */
  counts(key?: string): { open: number; client: number } {
    return { open: this.open, client: key === undefined ? 0 : (this.perClient.get(clientKey(key)) ?? 0) };
  }

  private refuse(socket: Socket, status: number, message: string): void {
    socket.on('error', () => {});
    socket.resume(); // whatever the client sends is discarded, so closing does not reset the answer away
    socket.end(this.rawAnswer(status, message, { 'retry-after': '5' }));
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), 1000).unref();
  }
}

/** The guard of one listener, from the server's settings. */
export const listenerGuard = (config: {
  requestTimeoutSeconds: number;
  headersTimeoutSeconds: number;
  maxConnections: number;
  maxConnectionsPerIp: number;
  responseStallSeconds: number;
}) =>
  new ListenerGuard({
    requestTimeoutMs: config.requestTimeoutSeconds * 1000,
    headersTimeoutMs: config.headersTimeoutSeconds * 1000,
    maxConnections: config.maxConnections,
    maxConnectionsPerIp: config.maxConnectionsPerIp,
    slowReaders: {
      stallMs: config.responseStallSeconds * 1000,
      maxQueuedPerConnection: MAX_QUEUED_PER_CONNECTION,
      // Like the connection cap: behind a proxy every connection is the proxy's, so there is no per-client share.
      maxQueuedPerClient: config.maxConnectionsPerIp > 0 ? MAX_QUEUED_PER_CLIENT : 0,
    },
  });
