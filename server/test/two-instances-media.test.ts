/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read JSON replies loosely */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresDatabase, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';
import { startS3, type TestS3 } from './s3.ts';

// Two API instances behind one load balancer: one PostgreSQL, one bucket, nothing on either server's disk (issue 28).
describe.skipIf(!inject('pgUrl'))('two instances on one PostgreSQL database and one bucket', () => {
  let one: TestServer;
  let two: TestServer;
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
    const databaseUrl = await freshPostgresDatabase();
    [one, two] = await Promise.all([
      startTestServer('postgres', { databaseUrl }, s3.env),
      startTestServer('postgres', { databaseUrl }, s3.env),
    ]);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await s3.close();
  });

  it('uploads through one, reads and deletes through the other', async () => {
    const token = await signIn(one);
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const upload = await one.request('POST', '/media/upload', {
      token,
      form: multipart({ alt: 'Green' }, { field: 'file', name: 'green.jpg', type: 'image/jpeg', bytes }),
    });
    expect(upload.status).toBe(201);
    const { id, name } = upload.body.result;
    await one.ctx.renditions.idle();
    const read = await two.request('GET', `/media/getMedia/${id}`, { token });
    expect(read.body.result).toMatchObject({ alt: 'Green', width: 800, renditions: { widths: [320, 640] } });
    const stem = (name as string).replace(/\..*$/, '');
    for (const file of [`assets/${name}`, `assets/${stem}/w640.webp`]) {
      const served = await two.request('GET', `/uploads/${file}`, { token });
      expect(served.status, file).toBe(200);
    }
    expect((await two.request('DELETE', `/media/deleteMedia/${id}`, { token })).status).toBe(200);
    expect((await one.request('GET', `/media/getMedia/${id}`, { token })).status).toBe(404);
    expect((await two.request('DELETE', '/trash/purge', { token, json: { type: 'asset', id } })).status).toBe(200);
    expect((await one.request('GET', `/uploads/assets/${name}`, { token })).status).toBe(404);
    const left: string[] = [];
    for await (const { key } of one.ctx.storage.list('')) left.push(key);
    expect(left).toEqual([]);
    for (const server of [one, two]) expect(fs.existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);
  }, 60_000);
});
