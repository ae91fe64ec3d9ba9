/**
 * Migration 0003_normalized_uniques on a database written by the code before it, which already holds look-alike
 * category names and meta URLs: it must not fail, must keep every row, and from then on the database refuses new
 * look-alikes (issue 17 item 12).
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { DUPLICATE_KEY_MARK } from '../src/db/migrations/shared.ts';
import { databaseMigratedTo, eachDialect, signIn, startTestServer } from './helpers.ts';

eachDialect('migration 0003 over existing look-alikes', (dialect) => {
  it('backfills the keys, keeps every row editable, and the database refuses new look-alikes', async () => {
    const { old, dataDir, databaseUrl } = await databaseMigratedTo(dialect, '0002_list_order_indexes');
    const now = Date.now();
    // What the old code stored: the key was the name in lower case, the URL unique only byte for byte.
    for (const category of ['Café', 'Cafe\u0301', 'Ca\u200bfé', 'Tea']) {
      await old
        .insertInto('categories')
        .values({
          category,
          categoryKey: category.toLowerCase(),
          categoryUrl: '/c',
          categoryDescription: 'd',
          createdAt: now,
          version: 1,
        })
        .execute();
    }
    const urls = [
      'https://example.com/about',
      'HTTPS://EXAMPLE.com/about',
      'https://example.com/about/',
      'https://example.com/contact',
    ];
    for (const metaUrl of urls) {
      await old
        .insertInto('metas')
        .values({
          metaTitle: 'M',
          metaUrl,
          pageMeta: 'p',
          metaDescription: 'd',
          image: null,
          creator: 'a',
          changer: 'a',
          createdDate: now,
          changedDate: now,
          version: 1,
        })
        .execute();
    }
    await old.destroy();

    // Migrates to the latest; the sign-in code lands in this data dir's outbox.
    const server = { ...(await startTestServer(dialect, { dataDir, databaseUrl })), dataDir };
    try {
      const db = server.ctx.db;
      const categories = await db.selectFrom('categories').select(['category', 'categoryKey']).orderBy('id').execute();
      expect(categories).toEqual([
        { category: 'Café', categoryKey: 'café' },
        { category: 'Cafe\u0301', categoryKey: `café${DUPLICATE_KEY_MARK}2` },
        { category: 'Ca\u200bfé', categoryKey: `café${DUPLICATE_KEY_MARK}3` },
        { category: 'Tea', categoryKey: 'tea' },
      ]);
      const metas = await db.selectFrom('metas').select(['metaUrl', 'metaUrlKey']).orderBy('id').execute();
      expect(metas).toEqual([
        { metaUrl: urls[0], metaUrlKey: 'https://example.com/about' },
        { metaUrl: urls[1], metaUrlKey: `https://example.com/about${DUPLICATE_KEY_MARK}2` },
        { metaUrl: urls[2], metaUrlKey: `https://example.com/about${DUPLICATE_KEY_MARK}3` },
        { metaUrl: urls[3], metaUrlKey: 'https://example.com/contact' },
      ]);

      const token = await signIn(server);
      // The kept duplicates still read and save (a change that leaves the name or URL alone keeps their key) ...
      const renamedDescription = await server.request('PUT', '/category/updateCategory/2', {
        token,
        json: { category: 'Cafe\u0301', categoryDescription: 'still here' },
      });
      expect(renamedDescription.status).toBe(200);
      const metaEdit = await server.request('PUT', '/meta/updateMeta/2', {
        token,
        json: { metaUrl: urls[1], metaTitle: 'X' },
      });
      expect(metaEdit.status).toBe(200);
      // ... and can be given a name or URL of their own.
      expect(
        (await server.request('PUT', '/meta/updateMeta/3', { token, json: { metaUrl: 'https://example.com/team' } }))
          .status,
      ).toBe(200);
      // New look-alikes are refused by the route and, underneath it, by the UNIQUE index.
      const lookAlike = await server.request('POST', '/category/addCategory', {
        token,
        json: { category: 'CAFÉ', categoryUrl: '/c', categoryDescription: 'd' },
      });
      expect(lookAlike.status).toBe(409);
      const sameUrl = await server.request('POST', '/meta/createMeta', {
        token,
        json: { metaTitle: 'M', metaDescription: 'd', pageMeta: 'p', metaUrl: 'https://example.com:443/%61bout' },
      });
      expect(sameUrl.status).toBe(409);
      await expect(
        db
          .insertInto('metas')
          .values({
            metaTitle: 'M',
            metaUrl: 'https://example.com/team/',
            metaUrlKey: 'https://example.com/team',
            pageMeta: 'p',
            metaDescription: 'd',
            image: null,
            creator: 'a',
            changer: 'a',
            createdDate: now,
            changedDate: now,
            version: 1,
          })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
