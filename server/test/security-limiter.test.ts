/**
 * The Content API's per-client counter (issue 32 item 5): a flood of new addresses must not reset the count of a
 * client that is still asking. Driven through the limiter the routes use, with its real key cap.
 */
import { describe, expect, it } from 'vitest';
import { ipLimiter, LIMITER_MAX_KEYS } from '../src/http/ipLimiter.ts';

const status = (limit: (key: string) => void, key: string) => {
  try {
    limit(key);
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe('the per-client counter of the Content API', () => {
  it('keeps a limited client limited through a flood of more new addresses than it remembers', () => {
    let now = 1_000_000;
    const limit = ipLimiter(5, 60_000, () => now);
    for (let i = 0; i < 5; i++) expect(status(limit, '203.0.113.9')).toBe(200);
    expect(status(limit, '203.0.113.9')).toBe(429);
    const flood = LIMITER_MAX_KEYS * 1.5;
    const answers = new Set<number>();
    for (let i = 0; i < flood; i++) {
      limit(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      // The limited client keeps asking while the flood goes on (every 1,000 new addresses).
      if (i % 1000 === 0) answers.add(status(limit, '203.0.113.9'));
      now += 0.1;
    }
    expect([...answers]).toEqual([429]);
    expect(status(limit, '203.0.113.9')).toBe(429);
    // Its window still ends on time.
    now += 60_000;
    expect(status(limit, '203.0.113.9')).toBe(200);
  });
});
