import type { ApiClient } from '@/shared/api/createApiClient';
import { AUTH_MESSAGES, MissingAuthError } from '@/shared/api/ApiError';

export interface SendOtpResult {
  expiresInSeconds: number | null;
  resendAfterSeconds: number | null;
}

/** `POST /otp/sendOtp` (bearer; `{email, otp}` with an empty placeholder code), after sign-in and on resend. */
export async function sendOtp(client: ApiClient, email: string | null): Promise<SendOtpResult> {
  if (!client.getToken() || !email) throw new MissingAuthError(AUTH_MESSAGES.noTokenOrEmail);
  const response = await client.request<{ result?: unknown; expiresInSeconds?: number; resendAfterSeconds?: number }>(
    '/otp/sendOtp',
    { method: 'POST', body: { email, otp: '' } },
  );
  if (!response.result) throw new Error('Failed to resend OTP. Please try again.');
  return {
    expiresInSeconds: response.expiresInSeconds ?? null,
    resendAfterSeconds: response.resendAfterSeconds ?? null,
  };
}
