import { atom } from 'jotai';
import { personName } from '../lib/names';
import { atomWithLocalStorage } from './storage';

/**
 * Browser storage keys of the session (docs/panel.md#records-on-screen), plus the pending-code flag that survives a
 * reload.
 */
export const SESSION_KEYS = {
  token: 'admin_token',
  email: 'admin_email',
  user: 'admin_user',
  otpPending: 'admin_otp_pending',
} as const;

/** The signed-in administrator (docs/panel.md#records-on-screen). */
export interface SessionUser {
  id: string;
  /** The email local part, capitalised. */
  name: string;
  email: string;
  /** The initial shown in the avatar circle. */
  avatar: string;
}

/**
 * `ana.lopez@site.com` → `ana.lopez`; `admin` when unknown. The creator/changer value of writes (docs/panel.md#access).
 */
export function emailLocalPart(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0]?.trim() ?? '';
  return local || 'admin';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The session user built from the email (docs/panel.md#records-on-screen); `id` comes from the server when known. */
export function userFromEmail(email: string, id: string | number = email): SessionUser {
  const name = capitalise(emailLocalPart(email));
  return { id: String(id), name, email, avatar: name.charAt(0).toUpperCase() };
}

/** Display name of the spec's category cards: the part before a dot, capitalised (`ana.lopez` → `Ana`). */
export function shortDisplayName(user: SessionUser | null): string {
  return personName(user?.email);
}

const text = (raw: string | null) => (raw ? raw : null);
const asText = (value: string | null) => value;

export const sessionTokenAtom = atomWithLocalStorage<string | null>(SESSION_KEYS.token, text, asText);
export const sessionEmailAtom = atomWithLocalStorage<string | null>(SESSION_KEYS.email, text, asText);
export const sessionUserAtom = atomWithLocalStorage<SessionUser | null>(SESSION_KEYS.user, parseUser, (user) =>
  user ? JSON.stringify(user) : null,
);
/** True between an accepted password and a verified code (docs/panel.md#states: pending code). */
export const otpPendingAtom = atomWithLocalStorage<boolean>(
  SESSION_KEYS.otpPending,
  (raw) => raw === 'true',
  (pending) => (pending ? 'true' : null),
);

/** Signed in: a token, a user and no pending code (docs/panel.md#auth-guard). */
export const isSignedInAtom = atom(
  (get) => Boolean(get(sessionTokenAtom) && get(sessionUserAtom)) && !get(otpPendingAtom),
);

/** The creator/changer of writes: the email local part, `admin` if unknown (docs/panel.md#access). */
export const actorAtom = atom((get) => emailLocalPart(get(sessionEmailAtom) ?? get(sessionUserAtom)?.email));

/** Password accepted: token and email stored, code pending (docs/panel.md#states). */
export const beginPendingSessionAtom = atom(null, (_get, set, input: { token: string; email: string }) => {
  set(sessionTokenAtom, input.token);
  set(sessionEmailAtom, input.email);
  set(sessionUserAtom, null);
  set(otpPendingAtom, true);
});

/** Code verified: user saved, nothing pending (docs/panel.md#states). */
export const completeSessionAtom = atom(null, (get, set, server?: { id?: string | number; email?: string }) => {
  const email = server?.email ?? get(sessionEmailAtom) ?? '';
  set(sessionEmailAtom, email);
  set(sessionUserAtom, userFromEmail(email, server?.id ?? email));
  set(otpPendingAtom, false);
});

/** Clears every stored session value (docs/panel.md#states), without calling the server. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(sessionTokenAtom, null);
  set(sessionEmailAtom, null);
  set(sessionUserAtom, null);
  set(otpPendingAtom, false);
});

/** Where the admin was when the session expired, so sign-in can return there. */
export const returnToAtom = atom<string | null>(null);

/** A 401 on a call with a token: sign out locally and remember the path. */
export const expireSessionAtom = atom(null, (_get, set, currentPath: string | null) => {
  set(clearSessionAtom);
  set(returnToAtom, currentPath);
});

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser>;
    if (typeof value.email !== 'string') return null;
    return { ...userFromEmail(value.email, value.id ?? value.email), ...value };
  } catch {
    return null;
  }
}
