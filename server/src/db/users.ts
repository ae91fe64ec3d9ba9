/** The queries of administrators' accounts (the password rules and hashing are users.ts and auth/crypto.ts). */
import type { Db } from './index.ts';

export const findUserId = (db: Db, email: string) =>
  db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();

export const findPasswordHash = (db: Db, email: string) =>
  db.selectFrom('users').select('passwordHash').where('email', '=', email).executeTakeFirst();

/** True when no administrator exists yet. */
export const noUsers = async (db: Db) => !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());

export async function insertUser(
  db: Db,
  user: { email: string; name: string; passwordHash: string; createdAt: number },
): Promise<number> {
  const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Sets a new password hash and ends every session of the account. */
export async function replacePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}
