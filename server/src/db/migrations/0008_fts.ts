import { sql, type Migration } from 'kysely';
import { bodyTextOf } from '../../../../src/lib/fullText.ts';
import { backfillBlogs, type AnyKysely, type Dialect } from './shared.ts';

/**
 * The text PostgreSQL indexes for a post: title and body, ASCII punctuation turned into spaces before parsing. A query
 * uses the index only while it writes this very expression (server/src/db/search.ts's `BLOG_DOCUMENT_PG`; a test
 * checks that the blog search's plan uses the index).
 */
const BLOG_DOCUMENT_PG = sql`to_tsvector('simple'::regconfig, regexp_replace(coalesce(${sql.ref('blogTitle')}, '') || ' ' || coalesce(${sql.ref('bodyText')}, ''), '[[:punct:]]+', ' ', 'g'))`;

/**
 * Full-text search of blog posts (issue 15, server/src/db/search.ts). `bodyText` holds the text of `description`
 * (written by the routes; backfilled here). SQLite: two FTS5 external-content tables over `blogs`, filled from the
 * table ('rebuild') and kept in step by triggers, so every writer (routes, the trash's restore, the bench seed) keeps
 * the index right; the index holds '' for a null `bodyText`, and the delete command is given the same. PostgreSQL: a
 * GIN index on the tsvector expression the queries use.
 */
export function fullText(dialect: Dialect): Migration {
  return {
    async up(db: AnyKysely) {
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
