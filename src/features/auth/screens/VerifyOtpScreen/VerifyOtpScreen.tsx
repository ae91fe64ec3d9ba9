import { useAtomValue } from 'jotai';
import { useRef, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '@/ui/Button';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { OtpInput, type OtpInputHandle } from '@/ui/OtpInput';
import { AuthCard } from '../../components/AuthCard';
import { Icon } from '@/ui/Icon';
import { sessionEmailAtom } from '@/shared/session';
import { timeAtom, type TimeSource } from '@/shared/time';
import { CodeRules } from './parts/CodeRules';
import { CODE_LENGTH, useCodeScreen } from './parts/useCodeScreen';
import { BackLink, Centered, Footer, Form, ResendSlot, Where } from './VerifyOtpScreen.styles';

/** Spec: "Resend in Ns" for the 30 s cooldown; a wait the server set in minutes (the hourly cap) reads in minutes. */
const resendIn = (seconds: number) =>
  seconds < 60 ? `Resend in ${seconds}s` : `Resend in ${Math.ceil(seconds / 60)} min`;

export interface VerifyOtpScreenProps {
  /** Called once the code is accepted and the user is saved (docs/panel.md#states). */
  onVerified: () => void;
  /** Called by "Back to Sign In" (the link's default navigation is prevented). */
  onBackToSignIn: () => void;
  /** Where "Back to Sign In" points, for a new tab or a copied link. @default '/signin' */
  signInHref?: string;
  /** Time source of the resend cooldown and the code's validity. @default the store's (timeAtom) */
  time?: TimeSource;
}

/** The second sign-in step (docs/panel.md#code-step): six boxes, auto-submit, resend with a 30 s cooldown. */
export function VerifyOtpScreen({ onVerified, onBackToSignIn, signInHref = '/signin', time }: VerifyOtpScreenProps) {
  const boxes = useRef<OtpInputHandle>(null);
  const storeTime = useAtomValue(timeAtom);
  const email = useAtomValue(sessionEmailAtom);
  const screen = useCodeScreen({ onVerified, time: time ?? storeTime, boxes });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void screen.submit(screen.code);
  };
  // With Verify Code disabled the browser does not submit on Enter, so the short code is answered here.
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && screen.code.length < CODE_LENGTH) {
      event.preventDefault();
      void screen.submit(screen.code);
    }
  };
  const handleBack = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onBackToSignIn();
  };

  return (
    <AuthCard
      title="Verify Your Identity"
      subtitle="Enter the 6-digit code sent to your device"
      icon={<Icon name="shield" />}
    >
      <Form noValidate onSubmit={handleSubmit} onKeyDown={handleKeyDown} aria-label="Verify Your Identity">
        {screen.error ? <ErrorBanner message={screen.error} /> : null}
        {/* Where the code really went: "your device" alone sent new admins looking at their phone. */}
        <Where>
          The code goes by email to {email ? <strong>{email}</strong> : 'your address'}. In development, without a mail
          server, the API writes it to its outbox folder instead (the Codes line that npm start printed).
        </Where>
        <Centered>
          <OtpInput
            ref={boxes}
            label="Verification code"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the page's only task; the admin just came from sign-in
            autoFocus
            disabled={screen.ended}
            readOnly={screen.verifying}
            invalid={screen.codeRejected}
            aria-describedby="otp-rules"
            onChange={screen.onCodeChange}
            onComplete={(code) => void screen.submit(code)}
          />
        </Centered>
        <CodeRules
          id="otp-rules"
          validSeconds={screen.validSeconds}
          expired={screen.expired}
          attemptsLeft={screen.attemptsLeft}
        />
        <Button
          type="submit"
          fullWidth
          disabled={screen.ended || (!screen.verifying && screen.code.length < CODE_LENGTH)}
          pending={screen.verifying}
          aria-busy={screen.verifying || undefined}
        >
          {screen.verifying ? 'Verifying...' : 'Verify Code'}
        </Button>
        <Footer>
          <BackLink href={signInHref} onClick={handleBack}>
            Back to Sign In
          </BackLink>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void screen.resendCode()}
            disabled={screen.cooldown > 0 || screen.resending || screen.ended}
            busy={screen.resending}
          >
            <ResendSlot>{screen.cooldown > 0 ? resendIn(screen.cooldown) : 'Resend Code'}</ResendSlot>
          </Button>
        </Footer>
        <p role="status" className="visually-hidden">
          {screen.notice}
        </p>
      </Form>
    </AuthCard>
  );
}
