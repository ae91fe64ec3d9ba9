import { Rules, Strong } from '../VerifyOtpScreen.styles';

export interface CodeRulesProps {
  /** Id for `aria-describedby` of the boxes. */
  id: string;
  /** Seconds the code stays valid, or null when unknown (e.g. after a reload). */
  validSeconds: number | null;
  /** True once the code expired (by the clock or by the server's answer). */
  expired: boolean;
  /** Tries left after a wrong code, from the server; null before any wrong code. */
  attemptsLeft: number | null;
}

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The rules the code lives by, beyond the spec: how long it stays valid and how many tries are left. */
export function CodeRules({ id, validSeconds, expired, attemptsLeft }: CodeRulesProps) {
  const noTriesLeft = attemptsLeft === 0 && !expired;
  return (
    <Rules id={id}>
      {expired ? (
        <p>
          <Strong $warn>This code has expired.</Strong> Use Resend Code to get a new one.
        </p>
      ) : validSeconds !== null ? (
        <p>
          The code is valid for <Strong>{clockText(validSeconds)}</Strong>.
        </p>
      ) : null}
      {noTriesLeft ? (
        <p>
          <Strong $warn>No attempts left.</Strong> Use Resend Code to get a new code.
        </p>
      ) : attemptsLeft !== null && attemptsLeft > 0 ? (
        <p>
          <Strong>{attemptsLeft}</Strong> {attemptsLeft === 1 ? 'attempt' : 'attempts'} left.
        </p>
      ) : null}
    </Rules>
  );
}
