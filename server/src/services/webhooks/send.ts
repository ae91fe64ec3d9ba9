/**
 * One request to an address outside (a webhook delivery, an external link check) over HTTP: the checked address, a
 * time limit, no redirect followed, the answer's body read at most 64 kB and dropped.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RefusedTarget, targetAddress } from './address.ts';

export interface AttemptResult {
  ok: boolean;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
}

/** The most of a receiver's answer read (then dropped): its body is never kept. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  now: () => number;
}

/** A webhook delivery: `body` as JSON. */
export const postJson = (target: string, headers: Record<string, string>, body: string, options: SendOptions) =>
  send(
    target,
    'POST',
    { ...headers, 'content-type': 'application/json', 'user-agent': 'content-admin-webhooks' },
    body,
    options,
  );

/** `method` to `target`; `ok` for a 2xx answer (a 3xx is told as a redirect not followed). */
export async function send(
  target: string,
  method: 'POST' | 'HEAD' | 'GET',
  headers: Record<string, string>,
  body: string | undefined,
  { timeoutMs, allowPrivate, now }: SendOptions,
): Promise<AttemptResult> {
  const started = now();
  const done = (result: Omit<AttemptResult, 'durationMs'>): AttemptResult => ({
    ...result,
    durationMs: Math.max(0, Math.round(now() - started)),
  });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return done({ ok: false, responseStatus: null, error: 'Not a valid URL' });
  }
  let pinned: { address: string; family: 4 | 6 };
  try {
    pinned = await targetAddress(url, allowPrivate);
  } catch (error) {
    return done({ ok: false, responseStatus: null, error: error instanceof RefusedTarget ? error.message : 'Refused' });
  }
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(done(result));
    };
    const request = client.request(
      url,
      {
        method,
        lookup,
        agent: false,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const settle = () => {
          if (status >= 200 && status < 300) finish({ ok: true, responseStatus: status, error: null });
          else if (status >= 300 && status < 400)
            finish({
              ok: false,
              responseStatus: status,
              error: `Redirect to ${response.headers.location ?? '?'} not followed`,
            });
          else finish({ ok: false, responseStatus: status, error: `HTTP ${status}` });
        };
        response.on('end', settle);
        response.on('close', settle);
        response.on('error', settle);
      },
    );
    const timer = setTimeout(
      () => finish({ ok: false, responseStatus: null, error: `No answer within ${timeoutMs / 1000} s` }),
      timeoutMs,
    );
    request.on('error', (error) => finish({ ok: false, responseStatus: null, error: error.message }));
    request.end(body);
  });
}
