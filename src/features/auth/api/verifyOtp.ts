import type { ApiClient } from '@/shared/api/createApiClient';
import { AUTH_MESSAGES, isApiError, MissingAuthError } from '@/shared/api/ApiError';
import { AUTH_MESSAGES as API_WORDS } from '@/contract/authWords';

export type VerifyOtpResult =
  | { ok: true; user: { id?: string | number; email?: string; name?: string } | null }
  | { ok: false; message: string; attemptsLeft: number | null; expired: boolean; noCode: boolean };

interface VerifyResponse {
  result?: unknown;
  message?: string;
  user?: { id?: string | number; email?: string; name?: string };
  attemptsLeft?: number;
  expired?: boolean;
  noCode?: boolean;
}

/**
 * docs/panel.md#calls-and-bodies: success if result is true/"success" or the text says "successfully" or "verified".
 */
export function isVerifySuccess(response: VerifyResponse): boolean {
  if (response.result === true || response.result === 'success') return true;
  const text = `${typeof response.result === 'string' ? response.result : ''} ${response.message ?? ''}`.toLowerCase();
  return text.includes('successfully') || text.includes('verified');
}

/** `POST /otp/verifyOtp` (bearer; `{email, otp}`). A wrong or expired code resolves `ok: false`. */
export async function verifyOtp(
  client: ApiClient,
  input: { email: string | null; otp: string },
): Promise<VerifyOtpResult> {
  if (!client.getToken() || !input.email) throw new MissingAuthError(AUTH_MESSAGES.noTokenOrEmail);
  let response: VerifyResponse;
  try {
    response = await client.request<VerifyResponse>('/otp/verifyOtp', {
      method: 'POST',
      body: { email: input.email, otp: input.otp },
    });
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    response = error.body ?? {};
  }
  if (isVerifySuccess(response)) return { ok: true, user: response.user ?? null };
  return {
    ok: false,
    message: response.message ?? API_WORDS.invalidCode,
    attemptsLeft: typeof response.attemptsLeft === 'number' ? response.attemptsLeft : null,
    expired: response.expired === true,
    noCode: response.noCode === true,
  };
}
