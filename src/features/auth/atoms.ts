import { atom, type Getter } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { apiClientAtom } from '../../shared/api/apiClientAtom';
import type { ApiClient } from '../../shared/api/createApiClient';
import { isApiError } from '../../shared/api/ApiError';
import { queryKeys } from '../../shared/query/queryKeys';
import { beginPendingSessionAtom, completeSessionAtom, sessionEmailAtom, sessionTokenAtom } from '../../shared/session';
import { getMe, type Me } from './api/getMe';
import { sendOtp, type SendOtpResult } from './api/sendOtp';
import { signIn } from './api/signIn';
import { verifyOtp, type VerifyOtpResult } from './api/verifyOtp';

/** What the server said about the code it sent last (docs/api-contract.md `/otp/sendOtp`). */
export interface OtpDelivery extends SendOtpResult {
  /** Increases with every send, so a screen can tell a new code from the one it already shows. */
  serial: number;
}

const deliveryBoxAtom = atom<OtpDelivery | null>(null);

/** The last code sent in this visit (memory only: after a reload the code screen just omits its validity). */
export const otpDeliveryAtom = atom(
  (get) => get(deliveryBoxAtom),
  (get, set, sent: SendOtpResult) => set(deliveryBoxAtom, { ...sent, serial: (get(deliveryBoxAtom)?.serial ?? 0) + 1 }),
);

/** Resend Code's answer: the new code's rules, or the failure with the server's wait when it sent one (429). */
export type ResendOtpResult = ({ ok: true } & SendOtpResult) | { ok: false; retryAfterSeconds: number | null };

/**
 * Sign-in (spec §4 steps 1–3): on a token, store it with the email, mark the code pending and send the
 * code. Resolves `'pending'` or `'invalid'`; a network failure throws (the screen's "Network error…").
 */
export const signInAtom = atom(null, async (get, set, input: { email: string; password: string }) => {
  const token = await signIn(get(apiClientAtom), input);
  if (!token) return 'invalid' as const;
  set(beginPendingSessionAtom, { token, email: input.email });
  try {
    // the client atom was rebuilt with the new token
    set(otpDeliveryAtom, await sendOtp(get(apiClientAtom), input.email));
  } catch {
    // the code screen offers Resend Code
  }
  return 'pending' as const;
});

/** Resend Code: `ok: false` is the screen's "Failed to resend OTP…" (spec §8), with the server's wait if any. */
export const resendOtpAtom = atom(null, async (get, set): Promise<ResendOtpResult> => {
  try {
    const sent = await sendOtp(get(apiClientAtom), get(sessionEmailAtom));
    set(otpDeliveryAtom, sent);
    return { ok: true, ...sent };
  } catch (error) {
    const wait = isApiError(error) ? (error.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds : null;
    return { ok: false, retryAfterSeconds: typeof wait === 'number' && wait > 0 ? wait : null };
  }
});

/** Verify the code (spec §4 steps 4–5): on success the user is saved and nothing is pending. */
export const verifyOtpAtom = atom(null, async (get, set, otp: string): Promise<VerifyOtpResult> => {
  const result = await verifyOtp(get(apiClientAtom), { email: get(sessionEmailAtom), otp });
  if (result.ok) {
    set(completeSessionAtom, { id: result.user?.id, email: result.user?.email });
    // The guard's session check then has its answer without a second request.
    const user = result.user;
    if (user && typeof user.id === 'number' && user.email) {
      const me: Me = { id: user.id, email: user.email, name: user.name ?? '' };
      get(queryClientAtom).setQueryData(queryKeys.auth.me, me);
    }
  }
  return result;
});

/** `GET /auth/me` as query options: the guard's session check, and the app's early start of that check. */
export const meQuery = (client: ApiClient) => ({ queryKey: queryKeys.auth.me, queryFn: () => getMe(client) });

/** `GET /auth/me` for the signed-in admin (disabled without a token). */
export const meQueryAtom = atomWithQuery((get: Getter) => ({
  ...meQuery(get(apiClientAtom)),
  enabled: Boolean(get(sessionTokenAtom)),
}));
