import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: the server's disk (`local`) or an S3-compatible bucket (`s3`). Keys are
 * `folder/name` paths the server made (`blogs/<hex>.png`, `assets/<hex>/w640.webp`); a key from a request is
 * checked with `isStorageKey` before it reaches a driver.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * Stores `bytes` under `key`. Atomic from a reader's view: until it resolves, a reader finds the old object or none,
   * never a part of the new one; when it rejects, nothing is left under `key` that was not there before.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object as a stream read as the client takes it, with its size; undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** The object's size without its bytes; undefined when there is none. */
  head(key: string): Promise<{ size: number } | undefined>;
  /** Removes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (a folder, `''` for all) with its size, in no particular order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** The URL a browser may fetch the object at without the API (a CDN in front of the bucket), if there is one. */
  publicUrl(key: string): string | undefined;
}

/** Bytes per read of a stored file: the pieces slow readers are answered in (http/slowReaders.ts's BODY_CHUNK). */
export const READ_CHUNK = 16 * 1024;

export interface StoredObject {
  body: Readable;
  size: number;
}

/** A key's segments: lower-case letters, digits, `-`, `_` and one dot between parts; no `..`, no leading dot. */
const SEGMENT = /^[a-z0-9_-]+(\.[a-z0-9]+)?$/;

/** Whether `key` is one a driver accepts: 1–4 segments of `SEGMENT`, joined by `/`. */
export function isStorageKey(key: string): boolean {
  const parts = key.split('/');
  return key.length <= 200 && parts.length >= 1 && parts.length <= 4 && parts.every((part) => SEGMENT.test(part));
}

/** Refuses a key a driver must never see (a programming error, not a client's). */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A folder prefix (`''` or `blogs/`) as `list` takes it. */
export function checkPrefix(prefix: string): string {
  if (prefix !== '' && !(prefix.endsWith('/') && isStorageKey(prefix.slice(0, -1))))
    throw new Error(`not a storage prefix: ${JSON.stringify(prefix)}`);
  return prefix;
}

/** The content type of a stored file from its extension. */
export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
