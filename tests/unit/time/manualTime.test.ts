import { describe, expect, it } from 'vitest';
import { createManualTime, fixedTime, secondsUntil } from '@/shared/time';

describe('manual time', () => {
  it('fires timeouts only when advanced past their time, in order, and not after clearTimeout', () => {
    const manual = createManualTime();
    const fired: string[] = [];
    manual.setTimeout(() => fired.push('b'), 2000);
    manual.setTimeout(() => fired.push('a'), 1000);
    const cancelled = manual.setTimeout(() => fired.push('x'), 500);
    manual.clearTimeout(cancelled);
    manual.advance(999);
    expect(fired).toEqual([]);
    manual.advance(1);
    expect(fired).toEqual(['a']);
    manual.advance(1000);
    expect(fired).toEqual(['a', 'b']);
    expect(manual.pending).toBe(0);
    expect(manual.now().getTime()).toBe(2000);
  });

  it('starts at the given instant and notifies tick subscribers on each move until unsubscribed', () => {
    const manual = createManualTime('2026-11-20T10:00:00.000Z');
    let ticks = 0;
    const unsubscribe = manual.subscribe(() => ticks++);
    manual.advance(30_000);
    expect(manual.now().toISOString()).toBe('2026-11-20T10:00:30.000Z');
    expect(ticks).toBe(1);
    unsubscribe();
    manual.advance(1000);
    expect(ticks).toBe(1);
  });
});

describe('fixed time', () => {
  it('keeps now at one instant', () => {
    const time = fixedTime('2026-11-20T10:00:00.000Z');
    expect(time.now().toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(time.now()).not.toBe(time.now());
  });
});

describe('secondsUntil', () => {
  it('rounds up whole seconds, stops at 0 and is null without a deadline', () => {
    expect(secondsUntil(30_000, 0)).toBe(30);
    expect(secondsUntil(30_000, 29_001)).toBe(1);
    expect(secondsUntil(30_000, 31_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBeNull();
  });
});
