import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedTime, timeAtom } from '../../../src/shared/time';
import { DRAFT_KEY_PREFIX } from '../../../src/shared/forms/draftStorage';
import { useFormDraft } from '../../../src/shared/forms/useFormDraft';

const KEY = 'blog:create';
const stored = () => window.localStorage.getItem(DRAFT_KEY_PREFIX + KEY);

function setup(initial: { title: string }, enabled = true) {
  const store = createStore();
  store.set(timeAtom, fixedTime('2026-11-20T10:00:00.000Z'));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(({ values, on }) => useFormDraft(KEY, values, { enabled: on, delayMs: 100 }), {
    wrapper,
    initialProps: { values: initial, on: enabled },
  });
}

describe('useFormDraft', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a draft only after the values change, debounced', () => {
    const hook = setup({ title: '' });
    expect(stored()).toBeNull();
    hook.rerender({ values: { title: 'Hel' }, on: true });
    hook.rerender({ values: { title: 'Hello' }, on: true });
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(stored()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(JSON.parse(stored()!)).toEqual({ values: { title: 'Hello' }, savedAt: '2026-11-20T10:00:00.000Z' });
  });

  it('drops a change still waiting to be kept when the form is saved, even before the next render', () => {
    const hook = setup({ title: '' });
    hook.rerender({ values: { title: 'Hello' }, on: true });
    // The save lands while the change waits out its quiet time; the wait ends before React has rendered again.
    hook.result.current.clear();
    vi.advanceTimersByTime(100);
    expect(stored()).toBeNull();
    act(() => {
      vi.runAllTimers();
    });
    expect(stored()).toBeNull();
  });

  it('offers a kept draft that differs from the loaded values, and restores it', () => {
    window.localStorage.setItem(DRAFT_KEY_PREFIX + KEY, JSON.stringify({ values: { title: 'Mine' }, savedAt: 'x' }));
    const hook = setup({ title: 'Theirs' });
    expect(hook.result.current.offered?.values).toEqual({ title: 'Mine' });
    let restored: unknown;
    act(() => void (restored = hook.result.current.restore()));
    expect(restored).toEqual({ title: 'Mine' });
    expect(hook.result.current.offered).toBeNull();
  });

  it('waits for enabled (the loaded record) before comparing', () => {
    window.localStorage.setItem(DRAFT_KEY_PREFIX + KEY, JSON.stringify({ values: { title: 'Same' }, savedAt: 'x' }));
    const hook = setup({ title: '' }, false);
    expect(hook.result.current.offered).toBeNull();
    hook.rerender({ values: { title: 'Same' }, on: true });
    expect(hook.result.current.offered).toBeNull();
    expect(stored()).toBeNull();
  });

  it('discard and clear remove the draft, and clear stops keeping new ones', () => {
    window.localStorage.setItem(DRAFT_KEY_PREFIX + KEY, JSON.stringify({ values: { title: 'Old' }, savedAt: 'x' }));
    const hook = setup({ title: '' });
    act(() => hook.result.current.discard());
    expect(stored()).toBeNull();
    act(() => hook.result.current.clear());
    hook.rerender({ values: { title: 'Saved' }, on: true });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(stored()).toBeNull();
  });
});
