/**
 * The backup and restore of docs/operations.md#backups-and-restore, on SQLite: an online `.backup` with the sqlite3
 * command-line shell while the server runs, the uploads copied after it, and a server started on the restored copy
 * that serves the same records and images.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addNewsCategory, blogFields, multipart, PNG, signIn, startTestServer, type TestServer } from './helpers.ts';

const sqlite3 = spawnSync('sqlite3', ['--version']).status === 0;
if (!sqlite3) console.warn('⚠ sqlite3 (the command-line shell) is not installed: the backup test is skipped');

describe.skipIf(!sqlite3)('a backup as docs/operations.md describes it', () => {
  const servers: TestServer[] = [];
  const backup = mkdtempSync(path.join(tmpdir(), 'admin-backup-'));
  afterAll(async () => {
    for (const server of servers) await server.close();
    rmSync(backup, { recursive: true, force: true });
  });

  it('restores every record and image taken while the server ran', async () => {
    const live = await startTestServer('sqlite');
    servers.push(live);
    const token = await signIn(live);
    await addNewsCategory(live, token);
    const created = await live.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('backed-up'), { name: 'a.png', type: 'image/png', bytes: PNG }),
    });
    expect(created.status).toBe(201);
    const image = (created.body as { result: { imageUrl: string } }).result.imageUrl;

    // Online: the server keeps running (and its last writes are still in the WAL file).
    execFileSync('sqlite3', [
      path.join(live.dataDir, 'admin.sqlite'),
      `.backup '${path.join(backup, 'admin.sqlite')}'`,
    ]);
    cpSync(path.join(live.dataDir, 'uploads'), path.join(backup, 'uploads'), { recursive: true });
    expect(existsSync(path.join(backup, 'admin.sqlite-wal'))).toBe(false);

    const restored = await startTestServer('sqlite', { dataDir: backup });
    servers.push(restored);
    // The restored server writes its outbox into the restored data folder.
    const again = await signIn({ ...restored, dataDir: backup });
    const post = await restored.request('GET', '/blogs/getBlog/backed-up', { token: again });
    expect(post.status).toBe(200);
    expect((post.body as { result: { imageUrl: string } }).result.imageUrl).toBe(image);
    const bytes = await restored.request('GET', `/uploads/blogs/${image}`, { token: again });
    expect(bytes.status).toBe(200);
    expect(bytes.raw.length).toBeGreaterThan(0);
  });
});
