import { describe, expect, it } from 'vitest';
import { daysFrom, daysLabel, sinceOf } from '../../../src/features/contacts/recent';

describe("the enquiry lists' ?days=N window", () => {
  it('reads a whole number of days from 1 to 365, anything else as no filter', () => {
    expect(daysFrom('7')).toBe(7);
    expect(daysFrom('1')).toBe(1);
    expect(daysFrom('365')).toBe(365);
    for (const bad of [null, '', '0', '366', '-1', '7.5', '1e2', ' 7', 'seven', '0007']) {
      expect(daysFrom(bad), String(bad)).toBeUndefined();
    }
  });

  it('asks from N × 24 h before the start of the current minute', () => {
    expect(sinceOf(7, new Date('2026-11-20T10:00:59.999Z'))).toBe('2026-11-13T10:00:00.000Z');
    expect(sinceOf(1, new Date('2026-03-01T00:00:00.000Z'))).toBe('2026-02-28T00:00:00.000Z');
  });

  it('words the window', () => {
    expect(daysLabel(1)).toBe('Last 24 hours');
    expect(daysLabel(7)).toBe('Last 7 days');
  });
});
