/**
 * What the public content is now, kept between requests (issue 32): its fingerprint (db/content.ts, from the visible
 * rows only) is worked out again only after a write to the content's tables or when a scheduled post's time comes, and
 * answers that depend on nothing else (the feed, the sitemap's plan, the categories' counts) are built once per
 * fingerprint. A public request therefore costs one cheap check of "was anything written?", not a read of every post.
 */
import type { Db } from '../db/index.ts';
import { contentFingerprint, contentWriteMark, visiblePostCounts, type ContentFingerprint } from '../db/content.ts';

/**
 * On PostgreSQL a fingerprint is also read again after this long: a write whose commit record was already in the WAL
 * but not yet visible when the fingerprint was read would otherwise be missed until the next write.
 */
const POSTGRES_RECHECK_MS = 1000;
/** Values kept per fingerprint at most (every kind of built answer is one). */
const MAX_BUILT = 64;

interface Kept {
  mark: string;
  /** The clock (`now`) it was read at, and the real time, for the PostgreSQL recheck. */
  readAt: number;
  realAt: number;
  state: ContentFingerprint;
}

export class ContentState {
  private kept: Kept | undefined;
  private reading: { mark: string; now: number; state: Promise<ContentFingerprint> } | undefined;
  private readonly built = new Map<string, { fingerprint: string; value: Promise<unknown> }>();

  constructor(private readonly db: Db) {}

  /** The public content's fingerprint at `now`. */
  async at(now: number): Promise<ContentFingerprint> {
    const mark = await contentWriteMark(this.db);
    const kept = this.kept;
    if (
      kept?.mark === mark &&
      now >= kept.readAt &&
      now < kept.state.nextChangeAt &&
      (mark.startsWith('v') || Date.now() - kept.realAt < POSTGRES_RECHECK_MS)
    ) {
      return kept.state;
    }
    // Requests arriving while it is read share one read.
    if (this.reading?.mark === mark && this.reading.now === now) return this.reading.state;
    const realAt = Date.now();
    const state = contentFingerprint(this.db, now);
    const reading = { mark, now, state };
    this.reading = reading;
    try {
      let read = await state;
      // A visible post that leaves (unpublished, trashed) changes what is shown without a newer row to date it: the
      // change is dated when it is first seen, so If-Modified-Since never gets a 304 for the older content.
      const before = this.kept?.state;
      if (before && before.fingerprint !== read.fingerprint) {
        read = { ...read, lastModified: Math.max(read.lastModified, before.lastModified, now) };
      } else if (before) {
        read = { ...read, lastModified: Math.max(read.lastModified, before.lastModified) };
      }
      this.kept = { mark, readAt: now, realAt, state: read };
      return read;
    } finally {
      if (this.reading === reading) this.reading = undefined;
    }
  }

  /**
   * A value that depends only on the public content (and `key`): built once for `fingerprint` and kept until the
   * fingerprint changes. A build that fails is not kept.
   */
  once<T>(fingerprint: string, key: string, build: () => Promise<T>): Promise<T> {
    const entry = this.built.get(key);
    if (entry?.fingerprint === fingerprint) return entry.value as Promise<T>;
    for (const [other, value] of this.built) if (value.fingerprint !== fingerprint) this.built.delete(other);
    if (this.built.size >= MAX_BUILT) this.built.delete(this.built.keys().next().value as string);
    const value = build();
    this.built.set(key, { fingerprint, value });
    value.catch(() => {
      if (this.built.get(key)?.value === value) this.built.delete(key);
    });
    return value;
  }

  /** Visible posts per category name at `now` (one grouped read per fingerprint). */
  async postCounts(now: number): Promise<ReadonlyMap<string, number>> {
    const { fingerprint } = await this.at(now);
    return this.once(fingerprint, 'post counts', () => visiblePostCounts(this.db, now));
  }
}

const states = new WeakMap<Db, ContentState>();
/** The content state of a database (one per open database, shared by every route). */
export function contentState(db: Db): ContentState {
  let state = states.get(db);
  if (!state) {
    state = new ContentState(db);
    states.set(db, state);
  }
  return state;
}
