/** Sign-in and the sign-in code (docs/api.md#auth): `/auth/*` and `/otp/*`; inputs and every answer's words. */
import { z } from 'zod';
import { lazyShape, type ShapeOf } from './shape.ts';
import type { TextRule } from './text.ts';

/** `POST /auth/signin` `{emailId, password}`: the email as text (any address may be tried), a non-empty password. */
export const SIGNIN_EMAIL_RULE: TextRule = { max: 254 };
/** Longer passwords are refused as wrong without being hashed. */
export const MAX_PASSWORD_LENGTH = 1024;
/** A sign-in code: six digits. */
export const CODE_PATTERN = /^[0-9]{6}$/;

export const signinInput = /* @__PURE__ */ lazyShape(() =>
  z.object({ emailId: z.string(), password: z.string().min(1) }),
);
export type SigninInput = ShapeOf<typeof signinInput>;
/** `POST /otp/sendOtp` `{email}`; `/otp/verifyOtp` `{email, otp}` (the email must be the sign-in's own). */
export const codeInput = /* @__PURE__ */ lazyShape(() =>
  z.object({ email: z.string(), otp: z.union([z.string(), z.number()]).optional() }),
);
export type CodeInput = ShapeOf<typeof codeInput>;

// The words live apart from the schemas so that the sign-in screens get them without zod (bench: bundle).
export { AUTH_MESSAGES, waitText } from './authWords.ts';
