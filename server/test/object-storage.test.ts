import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createStorage } from '../src/services/storage/index.ts';
import type { Storage } from '../src/services/storage/storage.ts';
import { startS3, type TestS3 } from './s3.ts';

async function text(storage: Storage, key: string) {
  const object = await storage.get(key);
  return object && { size: object.size, text: Buffer.concat(await object.body.toArray()).toString() };
}

async function keys(storage: Storage, prefix: string) {
  const found: string[] = [];
  for await (const item of storage.list(prefix)) found.push(`${item.key}:${item.size}`);
  return found.sort();
}

// One suite, both drivers: what the server relies on from a storage holds on the disk and in a bucket alike.
describe.each(['local', 's3'] as const)('storage driver %s', (driver) => {
  let storage: Storage;
  let s3: TestS3 | undefined;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
    if (driver === 's3') s3 = await startS3();
    storage = createStorage(loadConfig({ DATA_DIR: dir, ...s3?.env }).storage);
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts, heads, gets as a stream, lists and deletes', async () => {
    expect(storage.driver).toBe(driver);
    await storage.put('blogs/a.png', Buffer.from('first'), 'image/png');
    await storage.put('assets/x/w320.webp', Buffer.from('rendition'), 'image/webp');
    expect(await storage.head('blogs/a.png')).toEqual({ size: 5 });
    const object = await storage.get('blogs/a.png');
    expect(object?.size).toBe(5);
    expect(typeof object?.body.pipe).toBe('function');
    expect(Buffer.concat(await object!.body.toArray()).toString()).toBe('first');
    expect(await keys(storage, '')).toEqual(['assets/x/w320.webp:9', 'blogs/a.png:5']);
    expect(await keys(storage, 'assets/')).toEqual(['assets/x/w320.webp:9']);
    await storage.delete('blogs/a.png');
    expect(await storage.head('blogs/a.png')).toBeUndefined();
    expect(await storage.get('blogs/a.png')).toBeUndefined();
    await storage.delete('blogs/a.png'); // a missing object is no error
    expect(await keys(storage, 'blogs/')).toEqual([]);
  });

  // S3 itself makes a PUT atomic; s3rver (a test double) rewrites its file in place, so this runs on the disk only.
  it.skipIf(driver === 's3')('replaces a file whole: a reader sees the old bytes or the new, never a mix', async () => {
    const old = Buffer.alloc(256 * 1024, 'a');
    const next = Buffer.alloc(300 * 1024, 'b');
    await storage.put('blogs/r.jpg', old, 'image/jpeg');
    const reads: Promise<{ size: number; text: string } | undefined>[] = [];
    const writing = storage.put('blogs/r.jpg', next, 'image/jpeg');
    for (let i = 0; i < 5; i++) reads.push(text(storage, 'blogs/r.jpg'));
    await writing;
    for (const read of await Promise.all(reads)) {
      expect([old.toString(), next.toString()]).toContain(read?.text);
      expect(read?.size).toBe(read?.text.length);
    }
    expect((await text(storage, 'blogs/r.jpg'))?.text).toBe(next.toString());
  });

  it('misses nothing when a folder holds more than one page of a listing', async () => {
    for (let batch = 0; batch < 1005; batch += 15)
      await Promise.all(
        Array.from({ length: Math.min(15, 1005 - batch) }, (_, i) =>
          storage.put(`many/f${batch + i}.gif`, Buffer.from('x'), 'image/gif'),
        ),
      );
    expect((await keys(storage, 'many/')).length).toBe(1005);
  }, 60_000);

  it('replaces an object: the next reader gets the new bytes', async () => {
    await storage.put('blogs/n.png', Buffer.from('old'), 'image/png');
    await storage.put('blogs/n.png', Buffer.from('newer'), 'image/png');
    expect(await text(storage, 'blogs/n.png')).toEqual({ size: 5, text: 'newer' });
  });

  it('refuses keys the server never makes', async () => {
    for (const key of ['../etc/passwd', 'blogs/../x.png', '/abs.png', 'blogs/.hidden.png', 'a//b.png', 'Blogs/A.PNG'])
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/not a storage key/);
    await expect(keys(storage, '../')).rejects.toThrow(/not a storage prefix/);
  });
});

describe('storage settings', () => {
  const problem = (env: Record<string, string>) => {
    try {
      loadConfig({ DATA_DIR: '/tmp/x', ...env });
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('defaults to the data folder on disk', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).storage).toEqual({ driver: 'local', dir: '/tmp/x/uploads' });
  });

  it('reads a bucket and names what is wrong', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'media-1', S3_REGION: 'eu-west-1' };
    expect(loadConfig({ DATA_DIR: '/tmp/x', ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/' }).storage).toMatchObject({
      driver: 's3',
      bucket: 'media-1',
      region: 'eu-west-1',
      forcePathStyle: false,
      publicUrl: 'https://cdn.example.com',
    });
    expect(problem({ STORAGE: 'disk' })).toBe('STORAGE must be "local" or "s3" (got "disk")');
    expect(problem({ S3_BUCKET: 'media' })).toMatch(/^S3_BUCKET is set but STORAGE is not "s3"/);
    expect(problem({ STORAGE: 's3' })).toMatch(/^STORAGE=s3 needs S3_BUCKET/);
    expect(problem({ STORAGE: 's3', S3_BUCKET: 'Media_Bucket' })).toMatch(/^S3_BUCKET must be a bucket name/);
    expect(problem({ STORAGE: 's3', S3_BUCKET: 'media' })).toMatch(/^STORAGE=s3 needs S3_REGION/);
    expect(problem({ ...s3, S3_ENDPOINT: 'minio:9000' })).toMatch(/^S3_ENDPOINT must be an http\(s\) address/);
    expect(problem({ ...s3, S3_ACCESS_KEY_ID: 'id' })).toMatch(
      /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(problem({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toBe('S3_FORCE_PATH_STYLE must be 1 or 0 (got "yes")');
    expect(problem({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/?a=1' })).toMatch(/^S3_PUBLIC_URL must be/);
    expect(problem({ STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBeUndefined();
  });
});
