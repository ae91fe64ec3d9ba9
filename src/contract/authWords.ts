/**
 * Every answer's words about sign-in and its code (docs/api.md#auth). Free of zod on purpose: the sign-in screens
 * import this module by path, and `/signin`'s first load stays small (`npm run bench -- bundle`).
 */
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
