import { atom, type Getter } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '../../shared/api/apiClientAtom';
import { queryKeys } from '../../shared/query/queryKeys';
import { beginPendingSessionAtom, completeSessionAtom, sessionEmailAtom, sessionTokenAtom } from '../../shared/session';
import { getMe } from './api/getMe';
import { sendOtp } from './api/sendOtp';
import { signIn } from './api/signIn';
import { verifyOtp, type VerifyOtpResult } from './api/verifyOtp';

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
    await sendOtp(get(apiClientAtom), input.email);
  } catch {
    // the code screen offers Resend Code
  }
  return 'pending' as const;
});

/** Resend Code: resolves true when the server accepted (spec §8 "Failed to resend OTP…" otherwise). */
export const resendOtpAtom = atom(null, async (get) => {
  try {
    await sendOtp(get(apiClientAtom), get(sessionEmailAtom));
    return true;
  } catch {
    return false;
  }
});

/** Verify the code (spec §4 steps 4–5): on success the user is saved and nothing is pending. */
export const verifyOtpAtom = atom(null, async (get, set, otp: string): Promise<VerifyOtpResult> => {
  const result = await verifyOtp(get(apiClientAtom), { email: get(sessionEmailAtom), otp });
  if (result.ok) set(completeSessionAtom, { id: result.user?.id, email: result.user?.email });
  return result;
});

/** `GET /auth/me` for the signed-in admin (disabled without a token). */
export const meQueryAtom = atomWithQuery((get: Getter) => {
  const client = get(apiClientAtom);
  return { queryKey: queryKeys.auth.me, queryFn: () => getMe(client), enabled: Boolean(get(sessionTokenAtom)) };
});
