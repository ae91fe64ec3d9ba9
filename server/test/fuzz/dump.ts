/** Snapshots of everything a request could change: every table (rate-limit counters aside) and the data dir. */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src/db/index.ts';

/**
 * Every row of every table, in id order, as one string. Rate-limit counters are left out (counting rejected
 * attempts is their job), and so is a session's `lastSeenAt` (touched by reads).
 */
export async function dumpDatabase(db: Db): Promise<string> {
  const [users, sessions, categories, blogs, metas, enquiries, contacts, activity] = await Promise.all([
    db.selectFrom('users').selectAll().orderBy('id').execute(),
    db
      .selectFrom('sessions')
      .select(['id', 'tokenHash', 'userId', 'verified', 'createdAt', 'otpHash', 'otpExpiresAt', 'otpAttempts'])
      .orderBy('id')
      .execute(),
    db.selectFrom('categories').selectAll().orderBy('id').execute(),
    db.selectFrom('blogs').selectAll().orderBy('id').execute(),
    db.selectFrom('metas').selectAll().orderBy('id').execute(),
    db.selectFrom('enquiries').selectAll().orderBy('id').execute(),
    db.selectFrom('contacts').selectAll().orderBy('id').execute(),
    db.selectFrom('activity').selectAll().orderBy('id').execute(),
  ]);
  const tables = { users, sessions, categories, blogs, metas, enquiries, contacts, activity };
  return JSON.stringify(tables);
}

/** Every file under `dir` (relative paths with sizes), the database's own files aside. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    if (!fs.existsSync(current)) return;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/^admin\.sqlite/.test(entry.name)) out.push(`${path.relative(dir, full)} ${fs.statSync(full).size}`);
    }
  };
  walk(dir);
  return out.sort();
}

/** Problems in an error reply: not JSON, no message, or anything that looks like internals. */
export function errorReplyProblems(contentType: unknown, raw: string): string[] {
  const problems: string[] = [];
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) {
    problems.push(`content-type ${String(contentType)}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    problems.push('body is not JSON');
  }
  const message = (body as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || message.trim() === '') problems.push('no message');
  for (const [label, pattern] of LEAKS) if (pattern.test(raw)) problems.push(`leaks ${label}`);
  return problems;
}

/** What must never be in a response body: stack frames, file paths, driver and SQL error text. */
export const LEAKS: readonly [string, RegExp][] = [
  ['a stack frame', /\bat (?:\S+ )?\(?(?:\/|file:|node:|[A-Za-z]:\\)/],
  ['a file path', /(?:\/work\/|\/tmp\/|\/home\/|\/root\/|node_modules|\.tsx?:\d|\.m?js:\d)/],
  ['a driver error', /SQLITE_|sqlite3?|better-sqlite|postgres|\bpg\b|kysely|ECONNREFUSED|errno/i],
  ['SQL error text', /syntax error|near "|relation "|column "|constraint failed|duplicate key/i],
  ['an exception name', /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|FastifyError)\b/],
  ['an internal code', /\bFST_[A-Z_]+|ERR_[A-Z_]{3,}/],
];
