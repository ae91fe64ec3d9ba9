import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { OtpInputHandle } from '@/ui/OtpInput';
import {
  codeRefusal,
  otpDeliveryAtom,
  resendOtpAtom,
  SIGN_IN_ENDED,
  signInNoticeAtom,
  verifyOtpAtom,
  type CodeRefusal,
} from '@/features/auth/atoms';
import { useSecondsUntil, type TimeSource } from '@/shared/time';

/** docs/panel.md#numbers: code length and resend cooldown. */
export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 30;

/** Texts of the code screen (docs/panel.md#messages). */
const INVALID = 'Invalid OTP. Please try again.';
const INCOMPLETE = 'Please enter all 6 digits.';
const RESEND_FAILED = 'Failed to resend OTP. Please try again.';
/** The automatic send after sign-in failed without a reason from the server (e.g. the network). */
const NOT_SENT = 'No code was sent. Use Resend Code to try again.';

interface Options {
  onVerified: () => void;
  time: TimeSource;
  /** The boxes, cleared (and the first focused) after a wrong code or a new one. */
  boxes: RefObject<OtpInputHandle | null>;
}

/** State and actions of the code screen; the component only lays them out. */
export function useCodeScreen({ onVerified, time, boxes }: Options) {
  const verify = useSetAtom(verifyOtpAtom);
  const resend = useSetAtom(resendOtpAtom);
  const setSignInNotice = useSetAtom(signInNoticeAtom);
  const delivery = useAtomValue(otpDeliveryAtom);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [serverExpired, setServerExpired] = useState(false);
  const [notice, setNotice] = useState('');
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(null);
  const [ended, setEnded] = useState(false);
  const [validUntil, setValidUntil] = useState<number | null>(null);
  const [noCode, setNoCode] = useState(false);

  /** A code was sent (at sign-in or by Resend Code): its validity and the resend cooldown start now. */
  const codeSent = (expiresInSeconds: number | null, resendAfterSeconds: number | null) => {
    const now = time.now().getTime();
    setValidUntil(expiresInSeconds === null ? null : now + expiresInSeconds * 1000);
    setCooldownUntil(now + Math.max(RESEND_COOLDOWN_SECONDS, resendAfterSeconds ?? 0) * 1000);
    setNoCode(false);
  };
  /** The server refused a send: its reason, and Resend waits as long as it said. */
  const sendRefused = (refusal: CodeRefusal, fallback: string, { duringRender = false } = {}) => {
    if (refusal.signInEnded) {
      setEnded(true);
      setError(SIGN_IN_ENDED);
      // (another component's state: never set while rendering; sign-in sets it for its own send)
      if (!duringRender) setSignInNotice(SIGN_IN_ENDED);
      return;
    }
    setError(refusal.reason ?? fallback);
    if (refusal.retryAfterSeconds) setCooldownUntil(time.now().getTime() + refusal.retryAfterSeconds * 1000);
  };

  // The answer to the automatic send at sign-in (or a resend) is taken in once, when it is new.
  const [seenSerial, setSeenSerial] = useState<number | null>(null);
  if (delivery && delivery.serial !== seenSerial) {
    setSeenSerial(delivery.serial);
    if (delivery.ok) codeSent(delivery.expiresInSeconds, delivery.resendAfterSeconds);
    else {
      setNoCode(true);
      sendRefused(delivery, NOT_SENT, { duringRender: true });
    }
  }
  const validSeconds = useSecondsUntil(validUntil, time);
  const cooldown = useSecondsUntil(cooldownUntil, time) ?? 0;

  const onCodeChange = (value: string) => {
    setCode(value);
    if (!ended) setError(null);
  };

  const submit = async (value: string) => {
    if (verifying || ended) return;
    if (value.length < CODE_LENGTH) {
      setError(INCOMPLETE);
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      const result = await verify(value);
      if (result.ok) {
        onVerified();
        return;
      }
      // The boxes must be enabled again before the first one can take focus.
      flushSync(() => setVerifying(false));
      boxes.current?.clear();
      if (result.noCode) {
        // Nothing to compare the code with: say so, instead of counting a try that was never possible.
        setError(result.message);
        setNoCode(true);
        setAttemptsLeft(null);
        return;
      }
      setError(INVALID);
      setAttemptsLeft(result.attemptsLeft);
      setServerExpired(result.expired);
    } catch (caught) {
      const refusal = codeRefusal(caught);
      if (refusal.signInEnded) {
        flushSync(() => sendRefused(refusal, ''));
        boxes.current?.clear();
      } else setError(refusal.reason ?? 'Verification failed. Please try again.');
    } finally {
      setVerifying(false);
    }
  };

  const resendCode = async () => {
    setResending(true);
    setNotice('');
    const result = await resend();
    setResending(false);
    if (result.ok) {
      setError(null);
      setAttemptsLeft(null);
      setServerExpired(false);
      setNotice('A new code has been sent.');
      // codeSent runs when the new delivery is taken in
      boxes.current?.clear();
    } else {
      sendRefused(result, RESEND_FAILED);
    }
  };

  return {
    code,
    error,
    verifying,
    resending,
    // A sign-in that ended has no code and no wait: only Back to Sign In is left.
    cooldown: ended ? 0 : cooldown,
    notice,
    attemptsLeft,
    validSeconds: noCode || ended ? null : validSeconds,
    expired: !noCode && !ended && (serverExpired || validSeconds === 0),
    /** The sign-in is gone (replaced or expired): only Back to Sign In helps. */
    ended,
    /** The code itself was refused or is incomplete (not a resend or network failure). */
    codeRejected: error === INVALID || error === INCOMPLETE,
    onCodeChange,
    submit,
    resendCode,
  };
}
