/**
 * One word for the sign-in code in every message we write (issue 33 item 14): the API's answers say "code", never
 * "OTP" or "one-time password"; the panel's only "OTP" words are the spec's exact texts.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/contract';

const texts = Object.values(AUTH_MESSAGES).map((text) => (typeof text === 'function' ? text('5 minutes') : text));

describe('the sign-in code is called a code', () => {
  it.each(texts)('%j', (text) => {
    expect(text).not.toMatch(/\bOTPs?\b|one-time|passcode/i);
  });

  it('a verify answer still reads as done to the spec\'s client ("successfully" or "verified")', () => {
    expect(AUTH_MESSAGES.verified).toMatch(/successfully|verified/);
    expect(AUTH_MESSAGES.codeSent).toMatch(/\bcode\b/i);
  });
});
