import type { Db } from './db/index.ts';
import { findPasswordHash, findUserId, insertUser, noUsers, replacePassword } from './db/users.ts';
import { hashPassword, verifyPassword } from './auth/crypto.ts';

/** The display name the spec uses: the email's local part, capitalised. */
export const nameFromEmail = (email: string) => {
  const local = email.split('@')[0] || 'admin';
  return local.charAt(0).toUpperCase() + local.slice(1);
};

export function checkNewPassword(password: string): string | undefined {
  if (password.length < 8) return 'The password must be at least 8 characters';
  if (password.length > 1024) return 'The password must be at most 1024 characters';
  return undefined;
}

export async function createUser(db: Db, email: string, password: string, now = Date.now()) {
  const normalized = email.trim().toLowerCase();
  return insertUser(db, {
    email: normalized,
    name: nameFromEmail(normalized),
    passwordHash: await hashPassword(password),
    createdAt: now,
  });
}

/** Sets a new password and signs the account out everywhere. Returns false for an unknown email. */
export async function setPassword(db: Db, email: string, password: string): Promise<boolean> {
  const user = await findUserId(db, email.trim().toLowerCase());
  if (!user) return false;
  await replacePassword(db, user.id, await hashPassword(password));
  return true;
}

/** On first start (no administrators at all) the demo admin is created from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function ensureFirstAdmin(db: Db, email: string, password: string, now: number): Promise<boolean> {
  if (!(await noUsers(db))) return false;
  try {
    await createUser(db, email, password, now);
    return true;
  } catch {
    return false; // another instance created it at the same moment
  }
}

/** The demo administrator's password when nobody has set one (docs/operations.md#settings). */
export const DEMO_PASSWORD = 'Admin@12345';

/** True while `email`'s administrator still signs in with the demo password (so the banner may show it). */
export async function hasDemoPassword(db: Db, email: string): Promise<boolean> {
  const user = await findPasswordHash(db, email);
  return user ? verifyPassword(user.passwordHash, DEMO_PASSWORD) : false;
}
