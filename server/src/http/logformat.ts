/**
 * How the server writes its log: one line per request (method, path, status, time) plus the messages and warnings,
 * written asynchronously to stdout. JSON lines (pino's own) for production and log collectors; in an interactive
 * terminal (`npm start` in a TTY) the same as readable lines.
 */
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import pino, { type LoggerOptions } from 'pino';

export type LogFormat = 'json' | 'pretty';

/** `LOG_FORMAT` wins (json|pretty); else JSON under NODE_ENV=production or without a terminal, pretty in one. */
export function chooseLogFormat(env: Record<string, string | undefined>, isTTY: boolean): LogFormat {
  const asked = env.LOG_FORMAT?.trim().toLowerCase();
  if (asked === 'json' || asked === 'pretty') return asked;
  if (asked) throw new Error('LOG_FORMAT must be "json" or "pretty"');
  return env.NODE_ENV !== 'production' && isTTY ? 'pretty' : 'json';
}

/** The internal request each listener makes to itself at start-up to learn its security headers. */
export const SECURITY_HEADERS_PROBE = '/__security-headers';

/**
 * Whether a request gets a log line: not the load balancer's `/health`, not the start-up probe, and not a CORS
 * preflight (a browser sends one before many API calls; the call itself is logged).
 */
export function logsRequest(method: string, url: string, headers: Record<string, unknown>): boolean {
  if (url === '/health' || url === SECURITY_HEADERS_PROBE) return false;
  return !(method === 'OPTIONS' && headers['access-control-request-method'] !== undefined);
}

/** A request line's fields. The path only: a query string is the client's text and may carry a secret. */
export function requestFields(method: string, url: string, status: number, elapsedMs: number) {
  const query = url.indexOf('?');
  return {
    method,
    path: query < 0 ? url : url.slice(0, query),
    status,
    ms: Math.round(elapsedMs * 10) / 10,
  };
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  method?: unknown;
  path?: unknown;
  status?: unknown;
  ms?: unknown;
}

const clock = (time: number) => new Date(time).toISOString().slice(11, 19);

/** One pino JSON line as one readable line (a line that is not JSON as it is), or null for an empty one. */
export function formatLogLine(line: string): string | null {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line.trimEnd() || null;
  }
  const time = clock(record.time ?? Date.now());
  const level = record.level ?? 30;
  if (record.msg === 'request' && typeof record.method === 'string' && typeof record.status === 'number') {
    return `${time}  ${record.method} ${String(record.path)} ${record.status} ${Math.round(Number(record.ms))} ms`;
  }
  const msg = record.msg ?? '';
  const label = level >= 40 ? `${LEVELS[level] ?? level} ` : '';
  const error = record.err?.message && !msg.includes(record.err.message) ? `: ${record.err.message}` : '';
  // What stopped the process: its stack too, as Node would print it.
  const stack = level >= 60 && record.err?.stack ? `\n${record.err.stack}` : '';
  return `${time}  ${label}${msg}${error}${stack}`;
}

interface TextOut {
  write(text: string): unknown;
}

/** A pino destination that writes `formatLogLine` output to `out`. */
export function prettyDestination(out: TextOut) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        const text = formatLogLine(line);
        if (text) out.write(`${text}\n`);
      }
    },
  };
}

/**
 * The process's log output on a file descriptor: pino's asynchronous writer (lines are queued and written by the
 * thread pool, a burst in one write), never a write that blocks a request. One per descriptor, shared by every
 * listener and by the start-up lines, so lines keep their order and none is cut into another. The lines of one turn
 * of the event loop (under load, many requests' lines) go to the writer together once that turn's work is done: one
 * write to hand over per turn, not one per request line.
 */
class LogOutput implements TextOut {
  private readonly out: ReturnType<typeof pino.destination>;
  /** A write was queued since the writer last reported everything written ('drain'). */
  private pending = false;
  /** Lines of this turn not yet handed to the writer. */
  private queued = '';

  constructor(fd: number) {
    this.out = pino.destination({ dest: fd, sync: false, minLength: 0 });
    this.out.on('drain', () => (this.pending = this.queued !== ''));
    // stdout's reader has gone (EPIPE): pino stops writing to it, and nothing is left to wait for.
    this.out.on('error', () => (this.pending = false));
  }

  write(text: string): void {
    this.pending = true;
    if (this.queued === '') setImmediate(this.handOver);
    this.queued += text;
  }

  /** Gives this turn's lines to the writer. */
  private readonly handOver = (): void => {
    if (this.queued === '') return;
    const text = this.queued;
    this.queued = '';
    this.out.write(text);
  };

  /** Resolves once every queued line is written (or after `ms`, then writing what is left synchronously). */
  async drain(ms: number): Promise<void> {
    this.handOver();
    if (!this.pending) return;
    const timeout = new AbortController();
    await Promise.race([once(this.out, 'drain'), delay(ms, undefined, { signal: timeout.signal })]).catch(() => {});
    timeout.abort();
    if (this.pending) this.flushSync();
  }

  /** Writes what is still queued now, blocking. */
  private flushSync(): void {
    try {
      this.handOver();
      this.out.flushSync();
    } catch {
      // stdout is gone (its reader closed): nothing left to write to
    }
  }
}

const outputs = new Map<number, LogOutput>();

/** The shared log output on `fd` (stdout by default). */
export function logOutput(fd = 1): LogOutput {
  let output = outputs.get(fd);
  if (!output) {
    output = new LogOutput(fd);
    outputs.set(fd, output);
  }
  return output;
}

/** Prints a plain line (the start-up facts) in order with the log. */
export function printLine(text: string): void {
  logOutput().write(`${text}\n`);
}

/** Before the process exits: waits until every queued log line is written (at most `ms`). */
export async function drainLogs(ms = 5000): Promise<void> {
  await Promise.all([...outputs.values()].map((output) => output.drain(ms)));
}

/** The stream a listener's log lines go to: the shared output, as JSON or through the readable format. */
function logStream(format: LogFormat): TextOut {
  const output = logOutput();
  return format === 'pretty' ? prettyDestination(output) : output;
}

/** A request line's text: the JSON line pino writes for `info({reqId, ...fields}, 'request')` with `base: null`. */
export function requestLine(reqId: string, fields: ReturnType<typeof requestFields>, time: number): string {
  return (
    `{"level":30,"time":${time},"reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(fields.method)},` +
    `"path":${JSON.stringify(fields.path)},"status":${fields.status},"ms":${fields.ms},"msg":"request"}\n`
  );
}

/**
 * The request lines, to the same output as the listener's log. Written as pino writes them (`requestLine`) without
 * going through a logger: a line holds only `requestFields` and the request id, none of them a field redaction looks
 * at, so there is nothing for a logger to do on each request but cost time.
 */
export function requestLogger(config: { logFormat: LogFormat }) {
  const stream = logStream(config.logFormat);
  return {
    info(reqId: string, fields: ReturnType<typeof requestFields>): void {
      stream.write(requestLine(reqId, fields, Date.now()));
    },
  };
}

/**
 * Fastify's logger options for a listener: the level, one shared asynchronous output in the chosen format, and no
 * field a line does not need (pid and hostname are the same on every line). Fastify's own "Server listening at" lines
 * are left out: the server prints its addresses once (main.ts).
 */
export function loggerOptions(
  config: { logLevel: string; logFormat: LogFormat },
  redact?: string[],
): LoggerOptions & { stream: TextOut } {
  return {
    level: config.logLevel,
    base: null,
    ...(redact ? { redact: { paths: redact, censor: '[redacted]' } } : {}),
    hooks: {
      logMethod(args, method) {
        if (typeof args[0] === 'string' && args[0].startsWith('Server listening at')) return;
        method.apply(this, args);
      },
    },
    stream: logStream(config.logFormat),
  };
}
