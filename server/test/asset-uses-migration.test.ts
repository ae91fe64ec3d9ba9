/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
/**
 * Migration 0023_asset_uses on a database written before the usage table: every use the posts and meta pages make of
 * library images (featured or in a body) is in `assetUses`, and trashed posts use nothing (issue 28).
 */
import { expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { databaseMigratedTo, eachDialect, insertOldCategory, insertPosts, signIn, startTestServer } from './helpers.ts';

const stem = (c: string) => c.repeat(32);

eachDialect('migration 0023 over existing uses', (dialect) => {
  it('fills the usage table from the live posts and meta pages', async () => {
    const { old, dataDir, databaseUrl } = await databaseMigratedTo(dialect, '0022_image_checks');
    const now = Date.now();
    await insertOldCategory(old, now);
    const asset = (c: string) => ({
      name: `${stem(c)}.png`,
      folder: 'assets',
      originalName: `${c}.png`,
      mime: 'image/png',
      bytes: 100,
      width: 10,
      height: 10,
      creator: 'editor',
      createdAt: now,
    });
    await old.insertInto('assets').values(['a', 'b', 'c', 'd', 'e'].map(asset)).execute();
    const ids = Object.fromEntries(
      ((await old.selectFrom('assets').select(['id', 'name']).execute()) as { id: number; name: string }[]).map(
        (row) => [row.name[0], row.id],
      ),
    ) as Record<string, number>;
    const body = (text: string) => `<p>${text}</p>`;
    const posts = [
      // a: featured and in the body of the same post (counted once); b: inside a longer run of hex digits.
      { imageId: ids.a, description: body(`<img src="/content/images/assets/${stem('a')}.png">`) },
      { imageId: null, description: body(`id 0${stem('b')}9, and a rendition /assets/${stem('a')}/w640.webp`) },
      { imageId: null, description: body('no images') },
      // e: named in capitals only, which no URL of its file is.
      { imageId: null, description: body(stem('e').toUpperCase()) },
    ];
    await insertPosts(old as Db, 1, posts.length, (i) => posts[i - 1]!);
    await old
      .insertInto('metas')
      .values({
        metaTitle: 'Home',
        metaDescription: 'd',
        pageMeta: 'home',
        metaUrl: 'https://example.com/',
        metaUrlKey: 'https://example.com',
        imageId: ids.c,
        creator: 'editor',
        changer: 'editor',
        createdDate: now,
        changedDate: now,
        version: 1,
      })
      .execute();
    // A trashed post naming d uses nothing, as before the table.
    await old
      .insertInto('trash')
      .values({
        type: 'blog',
        id: 999,
        recordId: 'trashed',
        label: 'Trashed',
        uniqueKey: null,
        data: JSON.stringify({ id: 999, imageId: ids.d, description: stem('d') }),
        image: null,
        deletedAt: now,
        deletedBy: 'editor',
        purgeAt: now + 1e9,
      })
      .execute();
    await old.destroy();

    const server = { ...(await startTestServer(dialect, { dataDir, databaseUrl })), dataDir };
    try {
      const token = await signIn(server);
      const list = (await server.request('GET', '/media/list?sort=name', { token })).body.result as {
        id: number;
        usedBy: number;
      }[];
      expect(list.map((item) => item.usedBy)).toEqual([2, 1, 1, 0, 0]);
      const unused = (await server.request('GET', '/media/list?sort=name&unused=true', { token })).body.result as {
        id: number;
      }[];
      expect(unused.map((item) => item.id)).toEqual([ids.d, ids.e]);
      const usage = async (id: number) =>
        (
          (await server.request('GET', `/media/usage/${id}`, { token })).body.result as {
            recordId: string;
            where: string;
          }[]
        ).map((use) => `${use.recordId} ${use.where}`);
      expect(await usage(ids.a!)).toEqual(['post-1 featured', 'post-1 body', 'post-2 body']);
      expect(await usage(ids.b!)).toEqual(['post-2 body']);
      expect(await usage(ids.c!)).toHaveLength(1);
      expect((await server.request('DELETE', `/media/deleteMedia/${ids.a}`, { token })).body.message).toBe(
        'This image is used by 2 posts. Replace it there first.',
      );
    } finally {
      await server.close();
    }
  });
});
