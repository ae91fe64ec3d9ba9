import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  chooseLogFormat,
  formatLogLine,
  logsRequest,
  prettyDestination,
  requestFields,
  requestLine,
} from '../src/http/logformat.ts';

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

  it('turns a request line into one readable line (method, path, status, ms)', () => {
    expect(
      formatLogLine(
        line({ reqId: 'req-1', method: 'GET', path: '/blogs/list', status: 200, ms: 12.4, msg: 'request' }),
      ),
    ).toBe('09:05:07  GET /blogs/list 200 12 ms');
  });

  it('gives a request line its path without the query, its status and its time to 0.1 ms', () => {
    expect(requestFields('GET', '/blogs/list?q=x&token=abc', 200, 1.23456)).toEqual({
      method: 'GET',
      path: '/blogs/list',
      status: 200,
      ms: 1.2,
    });
    expect(requestFields('POST', '/auth/signin', 401, 20)).toEqual({
      method: 'POST',
      path: '/auth/signin',
      status: 401,
      ms: 20,
    });
  });

  it('logs no line for /health, the start-up probe or a CORS preflight', () => {
    expect(logsRequest('GET', '/blogs/list', {})).toBe(true);
    expect(logsRequest('GET', '/health', {})).toBe(false);
    expect(logsRequest('GET', '/__security-headers', {})).toBe(false);
    expect(logsRequest('OPTIONS', '/auth/me', { origin: 'http://x', 'access-control-request-method': 'GET' })).toBe(
      false,
    );
    // An OPTIONS that is not a preflight is a request like any other.
    expect(logsRequest('OPTIONS', '/auth/me', {})).toBe(true);
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
    expect(
      formatLogLine(line({ level: 60, msg: 'stopped', err: { message: 'boom', stack: 'Error: boom\n    at x' } })),
    ).toBe('09:05:07  FATAL stopped: boom\nError: boom\n    at x');
  });

  it('writes each JSON line of a chunk as its readable line', () => {
    let out = '';
    const destination = prettyDestination({ write: (text: string) => (out += text) });
    destination.write(`${line({ msg: 'a' })}\n${line({ msg: 'c' })}\n${line({ msg: 'b' })}\n`);
    expect(out).toBe('09:05:07  a\n09:05:07  c\n09:05:07  b\n');
  });

  it('writes a request line exactly as pino writes it, odd characters in the path included', () => {
    let written = '';
    const logger = pino(
      { level: 'info', base: null, timestamp: () => `,"time":${at}` },
      { write: (text: string) => (written += text) },
    );
    for (const [id, url] of [
      ['req-1', '/blogs/list?page=1'],
      ['req-2f', '/media/"quoted"\\back\u0001slash/ünïcode\u2028?x'],
    ] as const) {
      written = '';
      const fields = requestFields('GET', url, 404, 0.96);
      logger.info({ reqId: id, ...fields }, 'request');
      expect(requestLine(id, fields, at)).toBe(written);
      expect(formatLogLine(requestLine(id, fields, at))).toBe(formatLogLine(written));
    }
  });
});
