import type { Decorator } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { otpDeliveryAtom } from '../../../src/features/auth/atoms';
import { MOCK_ADMIN, MOCK_NOW, MOCK_TOKENS, storyApi, type InMemoryApi } from '../../../src/mocks';
import { fetchAtom } from '../../../src/shared/api/apiClientAtom';

/** The demo admin's credentials and code in the in-memory API. */
export const ADMIN = MOCK_ADMIN;

function CodeSent({ api, children }: { api: InMemoryApi; children: ReactNode }) {
  const store = useStore();
  useState(() => {
    const now = new Date(MOCK_NOW).getTime();
    const session = api.db.sessions.get(MOCK_TOKENS.pending);
    if (session) {
      session.otp = { code: MOCK_ADMIN.otp, attemptsLeft: 5, expiresAt: now + 300_000 };
      session.lastSentAt = now;
      api.db.codesSent.push(now);
    }
    store.set(otpDeliveryAtom, { ok: true, expiresInSeconds: 300, resendAfterSeconds: 30 });
    return true;
  });
  return children;
}

/**
 * A code was sent when the password was accepted (as sign-in does): the in-memory API holds it for the pending
 * session, and the screen knows its validity (300 s) and the server's cooldown.
 */
export const withCodeSent: Decorator = (Story, context) => (
  <CodeSent api={storyApi(context)}>
    <Story />
  </CodeSent>
);

function CodeRefused({ reason, wait, children }: { reason: string; wait: number; children: ReactNode }) {
  const store = useStore();
  useState(() => {
    store.set(otpDeliveryAtom, { ok: false, reason, retryAfterSeconds: wait, signInEnded: false });
    return true;
  });
  return children;
}

/** The automatic send at sign-in was refused (`reason`, `wait` seconds), as `signInAtom` records it: no code. */
export const withCodeRefused =
  (reason: string, wait: number): Decorator =>
  (Story) => (
    <CodeRefused reason={reason} wait={wait}>
      <Story />
    </CodeRefused>
  );

function ServerDown({ children }: { children: ReactNode }) {
  const store = useStore();
  useState(() => {
    store.set(fetchAtom, () => Promise.reject(new TypeError('Failed to fetch')));
    return true;
  });
  return children;
}

/** The server cannot be reached: every call fails as `fetch` does offline. */
export const withServerDown: Decorator = (Story) => (
  <ServerDown>
    <Story />
  </ServerDown>
);
