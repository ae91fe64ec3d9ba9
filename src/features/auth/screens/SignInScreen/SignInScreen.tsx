import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useSubmitFeedback } from '@/shared/forms/useSubmitFeedback';
import { Button } from '@/ui/Button';
import { ErrorBanner } from '@/ui/ErrorBanner';
// The plain fields' own modules, not the folders' index: those also export the Formik-bound fields, and the
// sign-in route, the app's first download, needs no Formik.
import { PasswordField } from '@/ui/PasswordField/PasswordField';
import { TextField } from '@/ui/TextField/TextField';
import { isApiError } from '@/shared/api/ApiError';
import { signInAtom, signInNoticeAtom } from '../../atoms';
import { AuthCard } from '../../components/AuthCard';
import { Icon } from '@/ui/Icon';
import { DemoHint, Form } from './SignInScreen.styles';

/** The banner of a sign-in with an empty field (docs/panel.md#validation). */
const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

export interface SignInScreenProps {
  /** Called once the password is accepted and the code was sent (the session is then pending the code). */
  onSignedIn: () => void;
  /** The demo credentials line; shown only when given (a demo build). @default undefined */
  demoHint?: string;
}

/**
 * The first sign-in step (docs/panel.md#sign-in, docs/panel.md#validation, docs/panel.md#messages). Two fields only, so
 * no form library: the sign-in route stays the smallest download of the app.
 */
export function SignInScreen({ onSignedIn, demoHint }: SignInScreenProps) {
  const signIn = useSetAtom(signInAtom);
  // Why the admin is back here (a code step whose sign-in was replaced or expired), until the next sign-in.
  const notice = useAtomValue(signInNoticeAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { formRef, summary, attempt, fail, clear } = useSubmitFeedback();
  const missing = summary === FILL_IN_ALL_FIELDS;

  const edit = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    clear();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      fail(FILL_IN_ALL_FIELDS);
      return;
    }
    clear();
    setBusy(true);
    try {
      const outcome = await signIn({ email: email.trim(), password });
      if (outcome === 'pending') {
        onSignedIn();
        return;
      }
      fail('Invalid email or password. Please check your credentials and try again.');
    } catch (caught) {
      // A rate limit is the server's answer, not a network failure: its own words say what to do.
      fail(
        isApiError(caught) && caught.status === 429 && caught.serverMessage
          ? caught.serverMessage
          : 'Network error. Please check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to your admin account" icon={<Icon name="lock" />}>
      <Form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Sign in">
        {summary ? <ErrorBanner key={attempt} message={summary} /> : notice ? <ErrorBanner message={notice} /> : null}
        <TextField
          label="Email Address"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={edit(setEmail)}
          disabled={busy}
          aria-invalid={(missing && !email.trim()) || undefined}
        />
        <PasswordField
          label="Password"
          name="password"
          value={password}
          onChange={edit(setPassword)}
          disabled={busy}
          aria-invalid={(missing && !password) || undefined}
        />
        <Button type="submit" fullWidth pending={busy} aria-busy={busy || undefined}>
          {busy ? 'Signing In...' : 'Sign In'}
        </Button>
        {demoHint ? (
          <DemoHint>
            Demo account: <code>{demoHint}</code>
          </DemoHint>
        ) : null}
      </Form>
    </AuthCard>
  );
}
