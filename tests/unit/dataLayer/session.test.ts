import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createMockStore } from '../../../src/mocks';
import { logoutAtom } from '../../../src/shared/logout';
import {
  actorAtom,
  beginPendingSessionAtom,
  completeSessionAtom,
  isSignedInAtom,
  otpPendingAtom,
  returnToAtom,
  sessionTokenAtom,
  sessionUserAtom,
  shortDisplayName,
  userFromEmail,
} from '../../../src/shared/session';

describe('session atoms (docs/panel.md#records-on-screen, docs/panel.md#states)', () => {
  it('persist token, email and pending flag; a fresh store (reload) reads them back', () => {
    const store = createStore();
    store.set(beginPendingSessionAtom, { token: 'tok', email: 'ana.lopez@example.com' });
    expect(localStorage.getItem('admin_token')).toBe('tok');
    expect(localStorage.getItem('admin_email')).toBe('ana.lopez@example.com');
    expect(localStorage.getItem('admin_otp_pending')).toBe('true');
    const reloaded = createStore();
    expect(reloaded.get(otpPendingAtom)).toBe(true);
    expect(reloaded.get(isSignedInAtom)).toBe(false);
  });

  it('a verified code saves the user {id, name, email, avatar} and clears the pending flag', () => {
    const store = createStore();
    store.set(beginPendingSessionAtom, { token: 'tok', email: 'ana.lopez@example.com' });
    store.set(completeSessionAtom, { id: 9, email: 'ana.lopez@example.com' });
    const user = { id: '9', name: 'Ana.lopez', email: 'ana.lopez@example.com', avatar: 'A' };
    expect(store.get(sessionUserAtom)).toEqual(user);
    expect(JSON.parse(localStorage.getItem('admin_user') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('admin_otp_pending')).toBeNull();
    expect(createStore().get(isSignedInAtom)).toBe(true);
    expect(store.get(actorAtom)).toBe('ana.lopez');
  });

  it('names: email local part capitalised; category cards use the part before a dot', () => {
    expect(userFromEmail('admin@example.com').name).toBe('Admin');
    expect(shortDisplayName(userFromEmail('ana.lopez@example.com'))).toBe('Ana');
    expect(createStore().get(actorAtom)).toBe('admin');
  });

  it('logout calls the server and clears every stored value', async () => {
    const { store, api } = createMockStore({ session: 'signedIn' });
    store.set(returnToAtom, '/blog/list');
    localStorage.setItem('admin_draft:blog:create', '{"values":{"title":"x"},"savedAt":"2026-11-20T10:00:00Z"}');
    localStorage.setItem('unrelated', 'kept');
    expect(localStorage.getItem('admin_token')).not.toBeNull();
    await store.set(logoutAtom);
    expect(localStorage.getItem('admin_draft:blog:create')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/logout']);
    expect(api.requests[0]?.headers.authorization).toMatch(/^Bearer /);
    for (const key of ['admin_token', 'admin_email', 'admin_user', 'admin_otp_pending']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(store.get(sessionTokenAtom)).toBeNull();
    expect(store.get(returnToAtom)).toBeNull();
  });

  it('logout still clears the session when the server call fails', async () => {
    const { store } = createMockStore({ session: 'signedIn', scenario: 'sessionExpired' });
    await store.set(logoutAtom);
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(store.get(isSignedInAtom)).toBe(false);
  });
});
