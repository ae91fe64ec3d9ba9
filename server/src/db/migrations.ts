import { Migrator, sql, type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { bodyTextOf } from '../../../src/lib/fullText.ts';
import { categoryNameKey, pageUrlKey } from '../../../src/lib/uniqueKeys.ts';
import type { Dialect } from './index.ts';
import type { Database } from './schema.ts';
import { BLOG_DOCUMENT_PG } from './search.ts';
import { seoFlags } from './seoFlags.ts';

// Migrations describe the schema as it was then, so they work on an untyped database.
type AnyDb = Pick<Kysely<unknown>, 'schema' | 'getExecutor'>;

function initial(dialect: Dialect): Migration {
  // The identity column is the only dialect branch; every other column is portable.
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: AnyDb) {
      await id(db.schema.createTable('users'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('passwordHash', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'bigint', (c) => c.notNull())
        .execute();
      await id(db.schema.createTable('sessions'))
        .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
        .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('createdAt', 'bigint', (c) => c.notNull())
        .addColumn('lastSeenAt', 'bigint', (c) => c.notNull())
        .addColumn('otpHash', 'text')
        .addColumn('otpExpiresAt', 'bigint')
        .addColumn('otpAttempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();
      await db.schema
        .createTable('rateLimits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('windowStart', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
      await id(db.schema.createTable('categories'))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('categoryKey', 'text', (c) => c.notNull().unique())
        .addColumn('categoryUrl', 'text', (c) => c.notNull())
        .addColumn('categoryDescription', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await id(db.schema.createTable('blogs'))
        .addColumn('blogId', 'text', (c) => c.notNull().unique())
        .addColumn('blogTitle', 'text', (c) => c.notNull())
        .addColumn('blogUrl', 'text', (c) => c.notNull())
        .addColumn('metaTitle', 'text', (c) => c.notNull())
        .addColumn('metaDescription', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('changer', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('createdDate', 'bigint', (c) => c.notNull())
        .addColumn('changedDate', 'bigint', (c) => c.notNull())
        .addColumn('imageUrl', 'text')
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('blogs_category').on('blogs').column('category').execute();
      await id(db.schema.createTable('metas'))
        .addColumn('metaTitle', 'text', (c) => c.notNull())
        .addColumn('metaUrl', 'text', (c) => c.notNull().unique())
        .addColumn('pageMeta', 'text', (c) => c.notNull())
        .addColumn('metaDescription', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('changer', 'text', (c) => c.notNull())
        .addColumn('createdDate', 'bigint', (c) => c.notNull())
        .addColumn('changedDate', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await id(db.schema.createTable('enquiries'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('emailId', 'text', (c) => c.notNull())
        .addColumn('phoneNo', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('enquiryCategory', 'text', (c) => c.notNull())
        .addColumn('enquiryPage', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('changer', 'text')
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('createdDate', 'bigint', (c) => c.notNull())
        .execute();
      await id(db.schema.createTable('contacts'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'bigint', (c) => c.notNull())
        .execute();
      await id(db.schema.createTable('activity'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('recordId', 'text', (c) => c.notNull())
        .addColumn('recordLabel', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}

/**
 * Lists are ordered newest first and paged with LIMIT/OFFSET; without an index on the order columns every page sorts
 * the whole table (about 1 s per page at 100,000 blogs on SQLite, bench/lists.mjs). These let a page walk the index.
 */
const listOrderIndexes: Migration = {
  async up(db: AnyDb) {
    const indexes: [name: string, table: string, columns: string[]][] = [
      ['blogs_created', 'blogs', ['createdDate', 'id']],
      ['metas_created', 'metas', ['createdDate', 'id']],
      ['enquiries_created', 'enquiries', ['createdDate', 'id']],
      ['enquiries_category_created', 'enquiries', ['enquiryCategory', 'createdDate', 'id']],
      ['contacts_created', 'contacts', ['createdAt', 'id']],
      ['contacts_status_created', 'contacts', ['status', 'createdAt', 'id']],
      ['activity_created', 'activity', ['createdAt', 'id']],
    ];
    for (const [name, table, columns] of indexes) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
};

/**
 * Publishing states (issue 13): `status` published | draft | scheduled, `publishAt` (scheduled posts) and
 * `publishedAt` (the moment a post first became visible). Existing posts were visible from their creation.
 * The public Content API reads visible posts newest `publishedAt` first; the indexes let it walk them in order
 * (status in the index, so the visibility test needs no table row), and the `changedDate` indexes make the
 * ETag's `max(changedDate)` a single index lookup.
 */
const publishing: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('blogs')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable('blogs').addColumn('publishAt', 'bigint').execute();
    await db.schema.alterTable('blogs').addColumn('publishedAt', 'bigint').execute();
    await sql`update ${sql.table('blogs')} set ${sql.ref('publishedAt')} = ${sql.ref('createdDate')}`.execute(db);
    const indexes: [name: string, table: string, columns: string[]][] = [
      ['blogs_published', 'blogs', ['publishedAt', 'id', 'status']],
      ['blogs_category_published', 'blogs', ['category', 'publishedAt', 'id', 'status']],
      ['blogs_changed', 'blogs', ['changedDate']],
      ['blogs_image', 'blogs', ['imageUrl']],
      ['metas_changed', 'metas', ['changedDate']],
    ];
    for (const [name, table, columns] of indexes) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
};

/**
 * Marks the key of a row that already duplicated an earlier one when 0003 ran. U+200B never occurs in a real key
 * (`categoryNameKey` removes invisible characters; `pageUrlKey` of a valid URL is ASCII), so a marked key can never
 * clash with a new name or URL, and the row keeps working until someone renames it or deletes it.
 */
export const DUPLICATE_KEY_MARK = '\u200b#';

/**
 * Rewrites every key of `table` with `keyOf`, in id order: the first row of each key keeps it, later rows that would
 * collide get `<key>\u200b#<id>`. Keys first move to unique temporary values so no UNIQUE index trips in between.
 */
async function rekey(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the database as it was then
  db: Kysely<any>,
  table: string,
  source: string,
  key: string,
  keyOf: (value: string) => string,
): Promise<number> {
  const rows = (await db.selectFrom(table).select(['id', source]).orderBy('id').execute()) as {
    id: number;
    [column: string]: unknown;
  }[];
  for (const row of rows) {
    await db
      .updateTable(table)
      .set({ [key]: `${DUPLICATE_KEY_MARK}tmp-${row.id}` })
      .where('id', '=', row.id)
      .execute();
  }
  const seen = new Set<string>();
  let duplicates = 0;
  for (const row of rows) {
    let value = keyOf(String(row[source]));
    if (seen.has(value)) {
      value = `${value}${DUPLICATE_KEY_MARK}${row.id}`;
      duplicates++;
    }
    seen.add(value);
    await db
      .updateTable(table)
      .set({ [key]: value })
      .where('id', '=', row.id)
      .execute();
  }
  return duplicates;
}

/**
 * Look-alike names and URLs (issue 17 item 12): category names get a normalised key (NFKC, invisible characters
 * removed, whitespace collapsed, case folded) in the existing UNIQUE `categoryKey`, and meta entries a new
 * `metaUrlKey` (the URL compared after parsing) with a UNIQUE index. Existing rows are backfilled; rows that already
 * collide are kept (the first by id owns the key, later ones get a marked key), so the migration cannot fail on data.
 */
const normalizedUniques: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async up(db: Kysely<any>) {
    await rekey(db, 'categories', 'category', 'categoryKey', categoryNameKey);
    await db.schema.alterTable('metas').addColumn('metaUrlKey', 'text').execute();
    await rekey(db, 'metas', 'metaUrl', 'metaUrlKey', pageUrlKey);
    await db.schema.createIndex('metas_url_key').on('metas').column('metaUrlKey').unique().execute();
  },
};

/** Sets `target` = `derive(source)` on every blog post, 500 rows at a time in id order. */
async function backfillBlogs(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  db: Kysely<any>,
  source: string,
  target: string,
  derive: (value: string) => string,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('blogs')
      .select(['id', source])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute()) as { id: number; [column: string]: unknown }[];
    if (!rows.length) break;
    for (const row of rows) {
      await db
        .updateTable('blogs')
        .set({ [target]: derive(String(row[source])) })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/**
 * SEO health report (issue 15): blogs get `blogUrlKey` = `pageUrlKey(blogUrl)` (src/lib/uniqueKeys.ts), the same key
 * meta entries have, so the report finds two records for one page (`duplicate_url`) with one equality in SQL. Not
 * unique: two posts may share a URL, and the report is where that shows. Null only for rows written around the API
 * (bench/seed.mjs); the report falls back to `blogUrl` for those.
 */
const seo: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async up(db: Kysely<any>) {
    await db.schema.alterTable('blogs').addColumn('blogUrlKey', 'text').execute();
    await backfillBlogs(db, 'blogUrl', 'blogUrlKey', pageUrlKey);
  },
};

/**
 * Full-text search of blog posts (issue 15, server/src/db/search.ts). `bodyText` holds the text of `description`
 * (written by the routes; backfilled here). SQLite: two FTS5 external-content tables over `blogs`, filled from the
 * table ('rebuild') and kept in step by triggers, so every writer (routes, the trash's restore, the bench seed) keeps
 * the index right; the index holds '' for a null `bodyText`, and the delete command is given the same. PostgreSQL: a
 * GIN index on the tsvector expression the queries use.
 */
function fullText(dialect: Dialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
    async up(db: Kysely<any>) {
      await db.schema.alterTable('blogs').addColumn('bodyText', 'text').execute();
      await backfillBlogs(db, 'description', 'bodyText', bodyTextOf);
      if (dialect === 'postgres') {
        await sql`create index ${sql.ref('blogs_fulltext')} on ${sql.table('blogs')} using gin ((${BLOG_DOCUMENT_PG}))`.execute(
          db,
        );
        return;
      }
      const words = `new.blogTitle, coalesce(new.bodyText, '')`;
      const oldWords = `old.blogTitle, coalesce(old.bodyText, '')`;
      const fields = 'new.blogTitle, new.blogId, new.metaTitle, new.metaDescription';
      const oldFields = 'old.blogTitle, old.blogId, old.metaTitle, old.metaDescription';
      const statements = [
        `create virtual table blogs_fts using fts5(blogTitle, bodyText, content='blogs', content_rowid='id',
          tokenize='unicode61 remove_diacritics 0')`,
        `create virtual table blogs_trigram using fts5(blogTitle, blogId, metaTitle, metaDescription, content='blogs',
          content_rowid='id', tokenize='trigram')`,
        `insert into blogs_fts(blogs_fts) values ('rebuild')`,
        `insert into blogs_trigram(blogs_trigram) values ('rebuild')`,
        `create trigger blogs_fts_insert after insert on blogs begin
          insert into blogs_fts(rowid, blogTitle, bodyText) values (new.id, ${words});
          insert into blogs_trigram(rowid, blogTitle, blogId, metaTitle, metaDescription) values (new.id, ${fields});
        end`,
        `create trigger blogs_fts_delete after delete on blogs begin
          insert into blogs_fts(blogs_fts, rowid, blogTitle, bodyText) values ('delete', old.id, ${oldWords});
          insert into blogs_trigram(blogs_trigram, rowid, blogTitle, blogId, metaTitle, metaDescription)
            values ('delete', old.id, ${oldFields});
        end`,
        `create trigger blogs_fts_update after update of id, blogTitle, bodyText, blogId, metaTitle, metaDescription
          on blogs begin
          insert into blogs_fts(blogs_fts, rowid, blogTitle, bodyText) values ('delete', old.id, ${oldWords});
          insert into blogs_trigram(blogs_trigram, rowid, blogTitle, blogId, metaTitle, metaDescription)
            values ('delete', old.id, ${oldFields});
          insert into blogs_fts(rowid, blogTitle, bodyText) values (new.id, ${words});
          insert into blogs_trigram(rowid, blogTitle, blogId, metaTitle, metaDescription) values (new.id, ${fields});
        end`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

/**
 * The trash (issue 14): a removed record leaves its table and lands here as JSON (`data`), so every read path forgets it
 * without a filter; a restore inserts the row again with its own id (ids are never reused: AUTOINCREMENT / serial).
 * `uniqueKey` is the key the record holds while trashed (blogId, categoryKey, metaUrlKey); `image` the upload file
 * erased on purge. Indexes: the list order (all types, and per type), the key check, and the purge by `purgeAt`.
 */
const trash: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('trash')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('recordId', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('uniqueKey', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('deletedAt', 'bigint', (c) => c.notNull())
      .addColumn('deletedBy', 'text', (c) => c.notNull())
      .addColumn('purgeAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('trash_pkey', ['type', 'id'])
      .execute();
    const indexes: [name: string, columns: string[]][] = [
      ['trash_deleted', ['deletedAt', 'id']],
      ['trash_type_deleted', ['type', 'deletedAt', 'id']],
      ['trash_key', ['type', 'uniqueKey']],
      ['trash_purge', ['purgeAt']],
    ];
    for (const [name, columns] of indexes) {
      await db.schema.createIndex(name).on('trash').columns(columns).execute();
    }
  },
};

/**
 * Keyset paging (`after=`, issue #18) walks the index of each list order from the cursor's position: the orders
 * 0002 left without one (titles, categories by date, blogs of one category newest first) get theirs.
 */
const keyset: Migration = {
  async up(db: AnyDb) {
    const indexes: [name: string, table: string, columns: string[]][] = [
      ['blogs_title', 'blogs', ['blogTitle', 'id']],
      ['blogs_category_created', 'blogs', ['category', 'createdDate', 'id']],
      ['metas_title', 'metas', ['metaTitle', 'id']],
      ['categories_created', 'categories', ['createdAt', 'id']],
    ];
    for (const [name, table, columns] of indexes) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
};

export class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve({
      '0001_initial': initial(this.dialect),
      '0002_list_order_indexes': listOrderIndexes,
      '0003_normalized_uniques': normalizedUniques,
      '0004_publishing': publishing,
      '0005_seo': seo,
      '0006_trash': trash,
      '0007_seo_flags': seoFlags(this.dialect),
      '0008_fts': fullText(this.dialect),
      '0010_keyset': keyset,
    });
  }
}

export async function migrate(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  // Branches reserve migration names ahead (0009, 0010 …): a database that ran a later one first still takes an
  // earlier one merged after it.
  const migrator = new Migrator({ db, provider: new InCodeProvider(dialect), allowUnorderedMigrations: true });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('database migration failed', { cause: error });
}
