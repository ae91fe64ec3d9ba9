/**
 * Answers to clients that read slowly or not at all (issue 32.1). A client that asks for a large answer and never
 * reads it must not pin the server's memory, whichever listener (API, panel, site) it reaches:
 *
 * - **Small buffers.** Files and long answers are written in pieces of `BODY_CHUNK` bytes (or characters), and only
 *   as fast as the client takes them (backpressure): a stored file through its storage's stream (services/storage,
 *   read in pieces of the same size), `streamBody` for text made piece by piece (the export). Sockets queue at most
 *   `SOCKET_HIGH_WATER` bytes before a stream waits (`SOCKET_OPTIONS`).
 * - **Stalls.** A connection with bytes waiting to go out and none taken by the client for `stallMs`
 *   (`RESPONSE_STALL_SECONDS`) is closed. A connection waiting on the server (nothing queued) is never stalled, and a
 *   slow client that keeps taking bytes keeps its connection.
 * - **Caps.** A connection holding more than `maxQueuedPerConnection` bytes queued, or a client (`clientKey`) whose
 *   connections hold more than `maxQueuedPerClient`, loses the connections that took nothing since the last check
 *   (largest first) without waiting for the stall time. Streamed answers never come near the caps; an answer sent
 *   whole (a JSON page) to a client that does not read it does.
 */
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Bytes per piece of a streamed answer (file reads, pieces of generated text). */
export const BODY_CHUNK = 16 * 1024;
/** Bytes a socket queues before a stream writing to it waits (Node's default is 64 KiB since Node 22). */
export const SOCKET_HIGH_WATER = 16 * 1024;
/** Options for `http.createServer` (Fastify's `http` option): the socket buffers above. */
export const SOCKET_OPTIONS = { highWaterMark: SOCKET_HIGH_WATER } as const;
/** Default caps on the bytes queued for one connection and for all connections of one client, per listener. */
export const MAX_QUEUED_PER_CONNECTION = 1024 * 1024;
export const MAX_QUEUED_PER_CLIENT = 4 * 1024 * 1024;

export interface SlowReaderLimits {
  /** A connection whose queued bytes make no progress this long is closed. */
  stallMs: number;
  maxQueuedPerConnection: number;
  /** 0 = no per-client cap (behind a proxy every connection is the proxy's). */
  maxQueuedPerClient: number;
}

interface Watched {
  key: string;
  /** Bytes the client has taken so far (written to the kernel). */
  delivered: number;
  /** When `delivered` last moved, or the queue was last empty. */
  since: number;
  /** Whether the client took anything since the previous check. */
  moved: boolean;
}

/** Bytes the kernel has accepted from this socket: those written minus those still queued in the process. */
const deliveredOf = (socket: Socket) => (socket.bytesWritten ?? 0) - socket.writableLength;

/**
 * Watches the connections of one listener and closes those whose answers make no progress (see the module's comment).
 * Checks run every `tickMs` while a connection is open.
 */
export class SlowReaderWatch {
  private readonly sockets = new Map<Socket, Watched>();
  private timer: NodeJS.Timeout | undefined;
  private readonly tickMs: number;
  private closedCount = 0;

  constructor(
    private readonly limits: SlowReaderLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.tickMs = Math.max(50, Math.min(1000, Math.floor(limits.stallMs / 10)));
  }

  /** Starts watching `socket` (of client `key`) until it closes. */
  watch(socket: Socket, key: string): void {
    this.sockets.set(socket, { key, delivered: deliveredOf(socket), since: this.now(), moved: false });
    socket.once('close', () => {
      this.sockets.delete(socket);
      if (this.sockets.size === 0) this.stop();
    });
    if (!this.timer) {
      this.timer = setInterval(() => this.check(), this.tickMs);
      this.timer.unref();
    }
  }

  /** Connections this watch has closed so far (for tests and logs). */
  closed(): number {
    return this.closedCount;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Closes with a reset: what the kernel still holds for this client is dropped too, and a client whose window is shut
   * learns at once (a FIN would wait behind the bytes it is not reading).
   */
  private close(socket: Socket): void {
    this.sockets.delete(socket);
    this.closedCount++;
    try {
      socket.resetAndDestroy();
    } catch {
      socket.destroy(); // not a TCP socket (a pipe)
    }
  }

  /** One check of every connection: stalls first, then the per-connection and per-client caps. */
  check(): void {
    const t = this.now();
    const { stallMs, maxQueuedPerConnection, maxQueuedPerClient } = this.limits;
    const queuedByClient = new Map<string, { total: number; idle: { socket: Socket; queued: number }[] }>();
    for (const [socket, watched] of this.sockets) {
      if (socket.destroyed) continue;
      const queued = socket.writableLength;
      const delivered = deliveredOf(socket);
      watched.moved = delivered !== watched.delivered;
      if (queued === 0 || watched.moved) {
        watched.delivered = delivered;
        watched.since = t;
        if (queued === 0) continue;
      } else if (t - watched.since >= stallMs || queued > maxQueuedPerConnection) {
        this.close(socket);
        continue;
      }
      const client = queuedByClient.get(watched.key) ?? { total: 0, idle: [] };
      client.total += queued;
      if (!watched.moved) client.idle.push({ socket, queued });
      queuedByClient.set(watched.key, client);
    }
    if (maxQueuedPerClient <= 0) return;
    for (const client of queuedByClient.values()) {
      if (client.total <= maxQueuedPerClient) continue;
      client.idle.sort((a, b) => b.queued - a.queued);
      for (const { socket, queued } of client.idle) {
        if (client.total <= maxQueuedPerClient) break;
        this.close(socket);
        client.total -= queued;
      }
    }
  }
}

/**
 * Text pieces of at most BODY_CHUNK characters (UTF-8 may take up to three bytes for one): the socket's write
 * encodes each and frees the bytes when that write completes. Made into Buffers here, every piece of a long answer
 * would be memory outside V8's heap that only a garbage collection frees.
 */
async function* pieces(source: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  for await (const part of source) {
    for (let at = 0; at < part.length; at += BODY_CHUNK) yield part.slice(at, at + BODY_CHUNK);
    // While the kernel takes every byte at once (a client's window still open, loopback), writes complete without
    // returning to the event loop, and a source whose reads resolve at once (SQLite) would make the whole answer in
    // one turn. Each piece of the source gets a turn of its own, so other requests are heard between them.
    await nextTurn();
  }
}

/**
 * An answer body from text made piece by piece (a generator): written in pieces of at most `BODY_CHUNK` characters,
 * and the source is asked for its next piece only when the client has taken what came before. (Node's
 * `Readable.from` reads up to 16 of the source's pieces ahead, whatever their size.)
 */
export function streamBody(source: AsyncIterable<string> | Iterable<string>): Readable {
  return Readable.from(pieces(source), { objectMode: false, highWaterMark: BODY_CHUNK, encoding: 'utf8' });
}
