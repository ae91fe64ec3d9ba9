/**
 * `npm run admin -- migrate-storage --to s3` (issue 28): every file under DATA_DIR/uploads is copied to the bucket and
 * read back; a second run copies nothing; a copy that differs is written again.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../src/services/storage/index.ts';
import type { Storage } from '../src/services/storage/storage.ts';
import { GIF, PNG, serverEntry } from './helpers.ts';
import { startS3, type TestS3 } from './s3.ts';

const FILES: Record<string, Buffer> = {
  [`blogs/${'a'.repeat(32)}.png`]: PNG,
  [`meta/${'b'.repeat(32)}.gif`]: GIF,
  [`assets/${'c'.repeat(32)}.png`]: PNG,
  [`assets/${'c'.repeat(32)}/w320.webp`]: Buffer.from('rendition bytes'),
};

/** The command as an operator runs it (`scripts/admin.mjs` runs this file with the same arguments). */
function migrate(env: Record<string, string>): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [serverEntry('cli'), 'migrate-storage', '--to', 's3'], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (status) => resolve({ status, out }));
  });
}

describe('migrate-storage --to s3', () => {
  let s3: TestS3;
  let dataDir: string;
  let bucket: Storage;
  beforeAll(async () => {
    s3 = await startS3();
    bucket = createStorage(s3.settings);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
    for (const [key, bytes] of Object.entries(FILES)) {
      const file = path.join(dataDir, 'uploads', ...key.split('/'));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
    }
    // A temporary file of a write that never finished is not an upload.
    fs.writeFileSync(path.join(dataDir, 'uploads', 'blogs', '.half.png.1234.tmp'), 'half');
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const keys = async () => {
    const found: string[] = [];
    for await (const { key } of bucket.list('')) found.push(key);
    return found.sort();
  };
  const read = async (key: string) => {
    const object = await bucket.get(key);
    return object && Buffer.concat(await object.body.toArray());
  };

  it('copies every file, verified, and is safe to run again', async () => {
    const first = await migrate({ DATA_DIR: dataDir, ...s3.env });
    expect(first.out).toContain('4 copied, 0 already in the bucket, 0 failed');
    expect(first.status).toBe(0);
    expect(await keys()).toEqual(Object.keys(FILES).sort());
    for (const [key, bytes] of Object.entries(FILES)) expect((await read(key))?.equals(bytes), key).toBe(true);

    const again = await migrate({ DATA_DIR: dataDir, ...s3.env });
    expect(again.out).toContain('0 copied, 4 already in the bucket, 0 failed');

    // A copy that differs (same size, other bytes) is written again.
    const key = `assets/${'c'.repeat(32)}/w320.webp`;
    await bucket.put(key, Buffer.from('RENDITION BYTES'), 'image/webp');
    const repair = await migrate({ DATA_DIR: dataDir, ...s3.env });
    expect(repair.out).toContain('1 copied, 3 already in the bucket, 0 failed');
    expect((await read(key))?.toString()).toBe('rendition bytes');
  }, 60_000);

  it('refuses to run without the bucket settings', async () => {
    const reply = await migrate({ DATA_DIR: dataDir });
    expect(reply.status).toBe(2);
    expect(reply.out).toContain('Set STORAGE=s3 and the S3_* settings');
  }, 30_000);
});
