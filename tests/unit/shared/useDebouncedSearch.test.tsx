import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, useDebouncedSearch } from '../../../src/shared/lists/useDebouncedSearch';

/** The hook with a recording `commit`, and a typist who enters `word` a key at a time, `gapMs` apart. */
function setup() {
  const commit = vi.fn<(text: string) => void>();
  const hook = renderHook(({ value }) => useDebouncedSearch(value, commit), { initialProps: { value: '' } });
  const type = (word: string, gapMs: number) => {
    for (let end = 1; end <= word.length; end += 1) {
      act(() => hook.result.current[1](word.slice(0, end)));
      act(() => {
        vi.advanceTimersByTime(gapMs);
      });
    }
  };
  return { commit, hook, type };
}

describe('useDebouncedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits a word typed with short pauses once, when typing stops for the search delay', () => {
    const { commit, hook, type } = setup();
    type('faster', SEARCH_DELAY_MS - 100);
    expect(commit).not.toHaveBeenCalled();
    expect(hook.result.current[0]).toBe('faster');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(commit.mock.calls).toEqual([['faster']]);
  });

  it('commits at every pause as long as the search delay', () => {
    const { commit, type } = setup();
    type('abc', SEARCH_DELAY_MS);
    expect(commit.mock.calls).toEqual([['a'], ['ab'], ['abc']]);
  });

  it('commits nothing for spaces around the same search, and follows a value set from outside', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current[1]('  '));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS);
    });
    expect(commit).not.toHaveBeenCalled();
    hook.rerender({ value: 'from a link' });
    expect(hook.result.current[0]).toBe('from a link');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS);
    });
    expect(commit).not.toHaveBeenCalled();
  });
});
