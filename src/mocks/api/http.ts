/** Who may call a route: anyone, a session before its code, or (the default) a code-verified session. */
export type Access = 'public' | 'pending' | 'full';

/** What a route answers: a JSON body (or raw bytes) with a status. */
export interface MockReply {
  status: number;
  body?: unknown;
  bytes?: Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

import { RuleError } from '@/domain/errors';

export const ok = (body: unknown, status = 200): MockReply => ({ status, body });

/** Throws the shared rules' own error, answered as `{message, errors?, ...extra}` with its status. */
export function fail(status: number, message: string, extra: Record<string, unknown> = {}): never {
  throw new RuleError(status, message, extra);
}

export const notFound = (what: string): never => fail(404, `${what} not found`);

/** The contract's 500 body: nothing but the generic message. */
export const internalError = (): MockReply => ({ status: 500, body: { message: 'Internal server error' } });

export function toResponse(reply: MockReply): Response {
  if (reply.bytes) {
    return new Response(reply.bytes, { status: reply.status, headers: reply.headers });
  }
  return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...reply.headers },
  });
}
