import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { endSession, sessionInfo, sessionRow, touchSession, type SessionInfo } from '../db/sessions.ts';
import { unauthorized } from '../../../src/domain/errors.ts';
import { sha256 } from './crypto.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionInfo;
  }
}

const TOKEN = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** Finds the live session behind the bearer token, or undefined (no token, unknown, revoked or expired). */
export async function findSession(db: Db, config: Config, header: unknown): Promise<SessionInfo | undefined> {
  if (typeof header !== 'string') return undefined;
  const match = TOKEN.exec(header);
  if (!match?.[1]) return undefined;
  const row = await sessionRow(db, sha256(match[1]));
  if (!row) return undefined;
  const now = config.now();
  const absolute = (row.verified === 1 ? config.sessionAbsoluteSeconds : config.sessionPendingSeconds) * 1000;
  const expired =
    now - Number(row.createdAt) > absolute || now - Number(row.lastSeenAt) > config.sessionIdleSeconds * 1000;
  if (expired) {
    await endSession(db, row.id);
    return undefined;
  }
  // Touch at most every 30 s (or a tenth of the idle limit) so reads do not each cost a write.
  if (now - Number(row.lastSeenAt) > Math.min(30_000, config.sessionIdleSeconds * 100)) {
    await touchSession(db, row.id, now);
  }
  return sessionInfo(row);
}

/** preHandler factories: `full` needs a code-verified session, `any` also accepts a pre-code one. */
export function sessionGuards(db: Db, config: Config) {
  const guard = (needVerified: boolean) => async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await findSession(db, config, request.headers.authorization);
    if (!session) throw unauthorized();
    if (needVerified && !session.verified) throw unauthorized('Verify the sign-in code first');
    request.session = session;
  };
  return { full: guard(true), any: guard(false) };
}

/** The signed-in admin as creator/changer: the email's local part. */
export const actorOf = (request: FastifyRequest) => request.session?.email.split('@')[0] || 'admin';
