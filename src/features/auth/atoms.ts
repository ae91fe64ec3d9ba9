import { atom } from 'jotai';
import { apiClientAtom } from '../../shared/api/apiClientAtom';
import { isApiError } from '../../shared/api/ApiError';
import { beginPendingSessionAtom, completeSessionAtom, sessionEmailAtom, sessionTokenAtom } from '../../shared/session';
import type { Me } from './api/getMe';
import { sendOtp, type SendOtpResult } from './api/sendOtp';
import { signIn } from './api/signIn';
import { verifyOtp, type VerifyOtpResult } from './api/verifyOtp';
import { primeSessionCheckAtom } from './sessionCheck';

export { ME_QUERY_KEY } from './sessionCheck';

/** Why a code call was refused, in the server's words where it gave them. */
export interface CodeRefusal {
  /** The server's reason (429 waits, 409), or null when it gave none (e.g. the network failed). */
  reason: string | null;
  /** The server's wait before another try (429), or null. */
  retryAfterSeconds: number | null;
  /** The sign-in itself is gone (401: replaced by a newer sign-in, or expired): only signing in again helps. */
  signInEnded: boolean;
}

/** Reads a failed code call: the server's reason and wait, or a lost sign-in. */
export function codeRefusal(error: unknown): CodeRefusal {
  if (!isApiError(error)) return { reason: null, retryAfterSeconds: null, signInEnded: false };
  const wait = (error.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return {
    reason: error.status === 429 || error.status === 409 ? (error.serverMessage ?? null) : null,
    retryAfterSeconds: typeof wait === 'number' && wait > 0 ? wait : null,
    signInEnded: error.status === 401,
  };
}

/** What the server said about the last code call of this visit: a code sent, or the send refused. */
export type OtpDelivery = (({ ok: true } & SendOtpResult) | ({ ok: false } & CodeRefusal)) & {
  /** Increases with every send, so a screen can tell a new answer from the one it already shows. */
  serial: number;
};

type DeliveryInput = ({ ok: true } & SendOtpResult) | ({ ok: false } & CodeRefusal);

const deliveryBoxAtom = atom<OtpDelivery | null>(null);

/** The last code call in this visit (memory only: after a reload the code screen just omits its validity). */
export const otpDeliveryAtom = atom(
  (get) => get(deliveryBoxAtom),
  (get, set, sent: DeliveryInput) => set(deliveryBoxAtom, { ...sent, serial: (get(deliveryBoxAtom)?.serial ?? 0) + 1 }),
);

/** Resend Code's answer: the new code's rules, or why the server refused (with its wait). */
export type ResendOtpResult = ({ ok: true } & SendOtpResult) | ({ ok: false } & CodeRefusal);

/**
 * Shown on the sign-in screen after a code step ended because its sign-in was replaced or expired (the app's
 * 401 handling returns there), so the admin knows why.
 */
export const signInNoticeAtom = atom<string | null>(null);

/** The code screen's words for a sign-in that was replaced by a newer one or expired. */
export const SIGN_IN_ENDED =
  'This sign-in has ended: it was replaced by a newer sign-in or it expired. Please sign in again.';

/**
 * Sign-in (docs/panel.md#states): on a token, store it with the email, mark the code pending and send the
 * code. Resolves `'pending'` or `'invalid'`; a network failure throws (the screen's "Network error…").
 */
export const signInAtom = atom(null, async (get, set, input: { email: string; password: string }) => {
  const token = await signIn(get(apiClientAtom), input);
  if (!token) return 'invalid' as const;
  set(signInNoticeAtom, null);
  set(beginPendingSessionAtom, { token, email: input.email });
  try {
    // the client atom was rebuilt with the new token
    set(otpDeliveryAtom, { ok: true, ...(await sendOtp(get(apiClientAtom), input.email)) });
  } catch (error) {
    // the code screen shows why and when Resend Code can try again
    const refusal = codeRefusal(error);
    if (refusal.signInEnded) set(signInNoticeAtom, SIGN_IN_ENDED);
    set(otpDeliveryAtom, { ok: false, ...refusal });
  }
  return 'pending' as const;
});

/** Resend Code: on a refusal the screen shows the server's reason and wait (or the spec's "Failed to resend OTP…"). */
export const resendOtpAtom = atom(null, async (get, set): Promise<ResendOtpResult> => {
  try {
    const sent = await sendOtp(get(apiClientAtom), get(sessionEmailAtom));
    set(otpDeliveryAtom, { ok: true, ...sent });
    return { ok: true, ...sent };
  } catch (error) {
    const refusal = codeRefusal(error);
    if (refusal.signInEnded) set(signInNoticeAtom, SIGN_IN_ENDED);
    return { ok: false, ...refusal };
  }
});

/** Verify the code (docs/panel.md#states): on success the user is saved and nothing is pending. */
export const verifyOtpAtom = atom(null, async (get, set, otp: string): Promise<VerifyOtpResult> => {
  const result = await verifyOtp(get(apiClientAtom), { email: get(sessionEmailAtom), otp });
  if (result.ok) {
    set(completeSessionAtom, { id: result.user?.id, email: result.user?.email });
    // The guard's session check then has its answer without a second request.
    const user = result.user;
    const token = get(sessionTokenAtom);
    if (token && user && typeof user.id === 'number' && user.email) {
      const me: Me = { id: user.id, email: user.email, name: user.name ?? '' };
      set(primeSessionCheckAtom, token, Promise.resolve(me));
    }
  }
  return result;
});
