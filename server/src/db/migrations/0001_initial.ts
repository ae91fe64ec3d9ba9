/** 0001_initial: the first tables (users, sessions, rate limits, the five record types, activity). */
import type { Migration } from 'kysely';
import { withId, type AnyDb, type Dialect } from './shared.ts';

export function initial(dialect: Dialect): Migration {
  const id = withId(dialect);
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
