import { HttpError } from './errors.ts';

/** Client keys a limiter remembers at most; past it the least recently seen key is forgotten (its count restarts). */
export const LIMITER_MAX_KEYS = 100_000;

/**
 * A fixed-window request counter per client key, in memory (public reads are too many to count in the database).
 * The map is kept in order of last use: a flood of new addresses pushes out the keys idle longest, one at a time, so
 * it can never reset the count of a client that is still asking (a client at its limit keeps being seen).
 */
export function ipLimiter(max: number, windowMs: number, now: () => number, maxKeys = LIMITER_MAX_KEYS) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return (key: string) => {
    const t = now();
    if (t - lastSweep > windowMs) {
      for (const [old, value] of windows) if (t - value.start >= windowMs) windows.delete(old);
      lastSweep = t;
    }
    let entry = windows.get(key);
    if (entry) windows.delete(key); // re-inserted below: the most recently seen key goes last
    if (!entry || t - entry.start >= windowMs) entry = { start: t, count: 0 };
    windows.set(key, entry);
    if (windows.size > maxKeys) {
      // The least recently seen hundredth at once: one walk from the front per many evictions (a walk per eviction
      // would step over every slot the evictions before it left empty).
      let evict = windows.size - maxKeys + Math.ceil(maxKeys / 100);
      for (const old of windows.keys()) {
        if (evict-- <= 0 || old === key) break;
        windows.delete(old);
      }
    }
    entry.count += 1;
    if (entry.count > max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((entry.start + windowMs - t) / 1000));
      throw new HttpError(429, 'Too many requests. Please try again later.', { retryAfterSeconds });
    }
  };
}
