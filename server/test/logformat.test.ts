import { describe, expect, it } from 'vitest';
import { chooseLogFormat, formatLogLine, prettyDestination } from '../src/http/logformat.ts';

const at = Date.UTC(2026, 10, 24, 9, 5, 7);
const line = (record: object) => JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', ...record });

describe('the terminal log format', () => {
  it('is JSON in production, with LOG_FORMAT=json or without a terminal; readable in a terminal', () => {
    expect(chooseLogFormat({}, true)).toBe('pretty');
    expect(chooseLogFormat({}, false)).toBe('json');
    expect(chooseLogFormat({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(chooseLogFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(chooseLogFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(() => chooseLogFormat({ LOG_FORMAT: 'yaml' }, true)).toThrow('LOG_FORMAT must be "json" or "pretty"');
  });

  it('turns a request into one line (method, path, status, ms) and drops Fastify’s own pair', () => {
    expect(formatLogLine(line({ request: { method: 'GET', path: '/blogs/list', status: 200, ms: 12.4 } }))).toBe(
      '09:05:07  GET /blogs/list 200 12 ms',
    );
    expect(formatLogLine(line({ msg: 'incoming request', req: { method: 'GET', url: '/x' } }))).toBeNull();
    expect(formatLogLine(line({ msg: 'request completed', res: { statusCode: 200 } }))).toBeNull();
    expect(formatLogLine(line({ msg: 'Server listening at http://127.0.0.1:3001' }))).toBeNull();
  });

  it('keeps messages and marks warnings and errors', () => {
    expect(formatLogLine(line({ msg: 'sign-in code written to /data/outbox/a.eml' }))).toBe(
      '09:05:07  sign-in code written to /data/outbox/a.eml',
    );
    expect(formatLogLine(line({ level: 40, msg: 'failed sign-in burst: alert mail sent' }))).toBe(
      '09:05:07  WARN failed sign-in burst: alert mail sent',
    );
    expect(formatLogLine(line({ level: 50, msg: 'sweep failed', err: { message: 'disk full' } }))).toBe(
      '09:05:07  ERROR sweep failed: disk full',
    );
  });

  it('writes each JSON line of a chunk as its readable line', () => {
    let out = '';
    const destination = prettyDestination({ write: (text: string) => (out += text) });
    destination.write(`${line({ msg: 'a' })}\n${line({ msg: 'incoming request' })}\n${line({ msg: 'b' })}\n`);
    expect(out).toBe('09:05:07  a\n09:05:07  b\n');
  });
});
