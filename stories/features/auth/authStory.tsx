import type { Decorator } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { otpDeliveryAtom } from '../../../src/features/auth/atoms';
import { MOCK_ADMIN, MOCK_NOW, MOCK_TOKENS, storyApi, type InMemoryApi } from '../../../src/mocks';
import { fetchAtom } from '../../../src/shared/api/apiClientAtom';
import { codeLimitKeys } from '../../../server/src/auth/code.ts';

/** The demo admin's credentials and code in the in-memory API. */
export const ADMIN = MOCK_ADMIN;

type CodeColumns = { otpHash?: string | null; otpExpiresAt?: number | null; otpAttempts?: number };

/**
 * Set-up: writes the pending sign-in's code columns of `sessions` directly (the in-memory API keeps a code as it is,
 * where the server keeps its hash: server/src/auth/code.ts). Nothing else changes.
 */
export function setPendingCode(api: InMemoryApi, columns: CodeColumns) {
  const entries = Object.entries(columns);
  const set = entries.map(([column]) => `"${column}" = ?`).join(', ');
  const bind = [...entries.map(([, value]) => value), MOCK_TOKENS.pending];
  api.db.sql.raw.exec({ sql: `UPDATE sessions SET ${set} WHERE "tokenHash" = ?`, bind });
}

/** Set-up: the counter of one code rule (`codeLimitKeys`) at `count` in a window opened at `windowStart`. */
export function setCodeCounter(api: InMemoryApi, key: string, windowStart: number, count: number) {
  const sql = 'INSERT OR REPLACE INTO "rateLimits" (key, "windowStart", count) VALUES (?, ?, ?)';
  api.db.sql.raw.exec({ sql, bind: [key, windowStart, count] });
}

function CodeSent({ api, children }: { api: InMemoryApi; children: ReactNode }) {
  const store = useStore();
  useState(() => {
    const now = new Date(MOCK_NOW).getTime();
    setPendingCode(api, { otpHash: MOCK_ADMIN.otp, otpExpiresAt: now + 300_000, otpAttempts: 0 });
    const pending = api.db.sessions.find((session) => session.tokenHash === MOCK_TOKENS.pending);
    if (pending) setCodeCounter(api, codeLimitKeys.cooldown(pending.id), now, 1);
    setCodeCounter(api, codeLimitKeys.codesPerHour(MOCK_ADMIN.id), now, 1);
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
