import type { Db } from './db/index.ts';
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
  const { id } = await db
    .insertInto('users')
    .values({
      email: normalized,
      name: nameFromEmail(normalized),
      passwordHash: await hashPassword(password),
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Sets a new password and signs the account out everywhere. Returns false for an unknown email. */
export async function setPassword(db: Db, email: string, password: string): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return false;
  await db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(password) })
    .where('id', '=', user.id)
    .execute();
  await db.deleteFrom('sessions').where('userId', '=', user.id).execute();
  return true;
}

/** On first start (no administrators at all) the demo admin is created from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function ensureFirstAdmin(db: Db, email: string, password: string, now: number): Promise<boolean> {
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  try {
    await createUser(db, email, password, now);
    return true;
  } catch {
    return false; // another instance created it at the same moment
  }
}

/** The demo administrator's password when nobody has set one (README "Settings"). */
export const DEMO_PASSWORD = 'Admin@12345';

/** True while `email`'s administrator still signs in with the demo password (so the banner may show it). */
export async function hasDemoPassword(db: Db, email: string): Promise<boolean> {
  const user = await db.selectFrom('users').select('passwordHash').where('email', '=', email).executeTakeFirst();
  return user ? verifyPassword(user.passwordHash, DEMO_PASSWORD) : false;
}
