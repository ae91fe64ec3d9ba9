import { userFromEmail, type SessionUser } from '../shared/session';
import { MOCK_ADMIN, MOCK_TOKENS } from './api/db';

/** The session a story starts with (`parameters.session`). */
export type MockSessionKind = 'signedIn' | 'signedOut' | 'pendingOtp';

export interface MockSessionSeed {
  token: string | null;
  email: string | null;
  user: SessionUser | null;
  otpPending: boolean;
}

/** Session atom values matching the in-memory API's seeded tokens. */
export function mockSession(kind: MockSessionKind): MockSessionSeed {
  if (kind === 'signedIn') {
    return {
      token: MOCK_TOKENS.full,
      email: MOCK_ADMIN.email,
      user: userFromEmail(MOCK_ADMIN.email, MOCK_ADMIN.id),
      otpPending: false,
    };
  }
  if (kind === 'pendingOtp') {
    return { token: MOCK_TOKENS.pending, email: MOCK_ADMIN.email, user: null, otpPending: true };
  }
  return { token: null, email: null, user: null, otpPending: false };
}
