/**
 * How the server writes its log. JSON lines (pino's own) for production and log collectors; in an interactive terminal
 * (`npm start` in a TTY) one readable line per request and the warnings, instead of two JSON lines per request.
 */
export type LogFormat = 'json' | 'pretty';

/** `LOG_FORMAT` wins (json|pretty); else JSON under NODE_ENV=production or without a terminal, pretty in one. */
export function chooseLogFormat(env: Record<string, string | undefined>, isTTY: boolean): LogFormat {
  const asked = env.LOG_FORMAT?.trim().toLowerCase();
  if (asked === 'json' || asked === 'pretty') return asked;
  if (asked) throw new Error('LOG_FORMAT must be "json" or "pretty"');
  return env.NODE_ENV !== 'production' && isTTY ? 'pretty' : 'json';
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  err?: { message?: string };
  /** Set by the pretty mode's own request line (see app.ts). */
  request?: { method: string; path: string; status: number; ms: number };
}

const clock = (time: number) => new Date(time).toISOString().slice(11, 19);

/**
 * One pino JSON line as one readable line, or null for what the terminal does not need (Fastify's own per-request
 * pair and its "listening" line: the request line and the banner say the same).
 */
export function formatLogLine(line: string): string | null {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line.trimEnd() || null;
  }
  const time = clock(record.time ?? Date.now());
  const level = record.level ?? 30;
  if (record.request) {
    const { method, path, status, ms } = record.request;
    return `${time}  ${method} ${path} ${status} ${Math.round(ms)} ms`;
  }
  const msg = record.msg ?? '';
  if (msg === 'incoming request' || msg === 'request completed' || msg.startsWith('Server listening at')) return null;
  const label = level >= 40 ? `${LEVELS[level] ?? level} ` : '';
  const error = record.err?.message && !msg.includes(record.err.message) ? `: ${record.err.message}` : '';
  return `${time}  ${label}${msg}${error}`;
}

/** A pino destination that writes `formatLogLine` output to `out`. */
export function prettyDestination(out: { write(text: string): unknown } = process.stdout) {
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
