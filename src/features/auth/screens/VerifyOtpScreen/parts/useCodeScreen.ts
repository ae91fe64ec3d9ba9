import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { OtpInputHandle } from '../../../../../ui/OtpInput';
import { otpDeliveryAtom, resendOtpAtom, verifyOtpAtom } from '../../../atoms';
import { useSecondsUntil, type Ticker } from '../../../ticker';

/** Spec §9: code length and resend cooldown. */
export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 30;

interface Options {
  onVerified: () => void;
  ticker: Ticker;
  /** The boxes, cleared (and the first focused) after a wrong code or a new one. */
  boxes: RefObject<OtpInputHandle | null>;
}

/** State and actions of the code screen; the component only lays them out. */
export function useCodeScreen({ onVerified, ticker, boxes }: Options) {
  const verify = useSetAtom(verifyOtpAtom);
  const resend = useSetAtom(resendOtpAtom);
  const delivery = useAtomValue(otpDeliveryAtom);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [serverExpired, setServerExpired] = useState(false);
  const [notice, setNotice] = useState('');
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(null);
  // A newly sent code (at sign-in or by Resend Code) restarts its validity on this screen's clock.
  const [seen, setSeen] = useState<{ serial: number; validUntil: number | null } | null>(null);
  if (delivery && delivery.serial !== seen?.serial) {
    const expires = delivery.expiresInSeconds;
    setSeen({ serial: delivery.serial, validUntil: expires === null ? null : ticker.now() + expires * 1000 });
  }
  const validSeconds = useSecondsUntil(seen?.validUntil ?? null, ticker);
  const cooldown = useSecondsUntil(cooldownUntil, ticker) ?? 0;

  const onCodeChange = (value: string) => {
    setCode(value);
    setError(null);
  };

  const submit = async (value: string) => {
    if (verifying) return;
    if (value.length < CODE_LENGTH) {
      setError('Please enter all 6 digits.');
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
      setError('Invalid OTP. Please try again.');
      setAttemptsLeft(result.attemptsLeft);
      setServerExpired(result.expired);
    } catch {
      setError('Verification failed. Please try again.');
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
      const wait = Math.max(RESEND_COOLDOWN_SECONDS, result.resendAfterSeconds ?? 0);
      setCooldownUntil(ticker.now() + wait * 1000);
      boxes.current?.clear();
    } else {
      setError('Failed to resend OTP. Please try again.');
      if (result.retryAfterSeconds) setCooldownUntil(ticker.now() + result.retryAfterSeconds * 1000);
    }
  };

  return {
    code,
    error,
    verifying,
    resending,
    cooldown,
    notice,
    attemptsLeft,
    validSeconds,
    expired: serverExpired || validSeconds === 0,
    /** The code itself was refused or is incomplete (not a resend or network failure). */
    codeRejected: error === 'Invalid OTP. Please try again.' || error === 'Please enter all 6 digits.',
    onCodeChange,
    submit,
    resendCode,
  };
}
