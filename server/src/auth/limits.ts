import type { Db } from '../db/index.ts';
import { deleteCounters } from '../db/rateLimits.ts';
import { pendingSessionIds } from '../db/sessions.ts';
import { findUserId } from '../db/users.ts';
import { codeLimitKeys } from './code.ts';
import { sha256 } from './crypto.ts';

/**
 * Names of the counters (rows of `rateLimits`) behind sign-in and the code step. One place, so the routes and
 * `npm run admin -- unlock` agree. Accounts are keyed by a hash of the address as typed (known or not), so the
 * counters never tell whether an email has an account.
 */
export const limitKeys = {
  /** Failed sign-ins of one account from every client: past the limit the account is in back-off. */
  account: (account: string) => `signin-account:${sha256(account)}`,
  /** Failed sign-ins of one account from one client: the hard limit. */
  client: (account: string, ip: string) => `signin-client:${sha256(account)}:${ip}`,
  /** One failed-sign-in alert mail per burst window. */
  alert: (account: string) => `signin-alert:${sha256(account)}`,
  ...codeLimitKeys,
};

/** Clears every sign-in and code counter of an account (the email as stored, lower case); returns how many. */
export async function unlockAccount(db: Db, email: string): Promise<number> {
  const account = email.trim().toLowerCase();
  const user = await findUserId(db, account);
  const exact = [limitKeys.account(account), limitKeys.alert(account)];
  if (user) {
    const pending = await pendingSessionIds(db, user.id);
    exact.push(limitKeys.codesPerHour(user.id), ...pending.map((id) => limitKeys.cooldown(id)));
  }
  return deleteCounters(db, exact, [limitKeys.client(account, '')]);
}
