import { hash as digest, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throw-away hash, so an unknown email costs the same time as a known one. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

/** 256-bit opaque bearer token; only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => digest('sha256', value, 'hex');

/** Six digits from the CSPRNG. */
export const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
