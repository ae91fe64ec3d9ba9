/** Sign-in and the sign-in code (docs/api.md#auth): `/auth/*` and `/otp/*`; inputs and every answer's words. */
import { z } from 'zod';
import type { TextRule } from './text.ts';

/** `POST /auth/signin` `{emailId, password}`: the email as text (any address may be tried), a non-empty password. */
export const SIGNIN_EMAIL_RULE: TextRule = { max: 254 };
/** Longer passwords are refused as wrong without being hashed. */
export const MAX_PASSWORD_LENGTH = 1024;
/** A sign-in code: six digits. */
export const CODE_PATTERN = /^[0-9]{6}$/;

export const signinInput = z.object({ emailId: z.string(), password: z.string().min(1) });
export type SigninInput = z.infer<typeof signinInput>;
/** `POST /otp/sendOtp` `{email}`; `/otp/verifyOtp` `{email, otp}` (the email must be the sign-in's own). */
export const codeInput = z.object({ email: z.string(), otp: z.union([z.string(), z.number()]).optional() });
export type CodeInput = z.infer<typeof codeInput>;

export const AUTH_MESSAGES = {
  fillInAll: 'Please fill in all fields',
  invalid: 'Invalid email or password',
  tooManySignins: 'Too many sign-in attempts. Please try again later.',
  authRequired: 'Authentication required',
  verifyFirst: 'Verify the sign-in code first',
  alreadyVerified: 'This sign-in is already verified.',
  emailMismatch: 'The email does not match this sign-in',
  emailMismatchField: 'email does not match this sign-in',
  waitBeforeResend: 'Please wait before requesting another code.',
  tooManyCodes: (wait: string) => `Too many codes requested. Try again in ${wait}.`,
  codeSent: 'Code sent',
  noCode: 'No code has been sent. Please request a new code.',
  tooManyAttempts: 'Too many attempts. Please request a new code.',
  expired: 'Code expired. Please request a new code.',
  invalidCode: 'Invalid code',
  // The spec's client takes a verify as done when the text holds "successfully" or "verified".
  verified: 'Code verified successfully',
} as const;

/** The words of a wait: "30 seconds", "1 minute", "12 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
