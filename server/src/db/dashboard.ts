import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from './index.ts';
import { statusFilter } from './publishing.ts';
import {
  DAY_MS,
  moment,
  RECENT_ENQUIRY_DAYS,
  UPCOMING_MAX,
  type DashboardCount,
} from '../../../src/domain/dashboard.ts';

/**
 * Every count the dashboard shows, in one statement of scalar COUNT subqueries (each an
 * index or table count; no row is loaded). `totalContacts` is enquiries plus general messages, the spec's "Total
 * Contacts" card; `newContacts` the general messages still marked new; `scheduled` the posts whose `publishAt` is
 * still ahead (a scheduled post whose time has passed is published, as on the blog list).
 */
export async function dashboardCounts(db: Db, now: number): Promise<(key: DashboardCount) => number> {
  const count = (table: string, where?: Expression<SqlBool>) =>
    where
      ? sql`(select count(*) from ${sql.table(table)} where ${where})`
      : sql`(select count(*) from ${sql.table(table)})`;
  const since = now - RECENT_ENQUIRY_DAYS * DAY_MS;
  const { rows } = await sql<Record<string, unknown>>`select
      ${count('blogs')} as "totalBlogs",
      ${count('categories')} as "categories",
      ${count('metas')} as "metaPages",
      ${count('enquiries')} as "enquiries",
      ${count('contacts')} as "contactMessages",
      ${count('contacts', sql<SqlBool>`${sql.ref('contacts.status')} = 'new'`)} as "newContacts",
      ${count('enquiries', sql<SqlBool>`${sql.ref('enquiries.createdDate')} >= ${since}`)} as "enquiriesLast7Days",
      ${count('blogs', statusFilter('draft', now))} as "drafts",
      ${count('blogs', statusFilter('scheduled', now))} as "scheduled",
      ${count('trash')} as "trashed",
      (select coalesce(sum(${sql.ref('records')}), 0) from ${sql.table('seoSummary')}) as "seoProblems"`.execute(db);
  const row = rows[0] ?? {};
  return (key) => Number(row[key] ?? 0);
}

/** Posts that publish or unpublish in (`from`, `until`], each kind its soonest `UPCOMING_MAX`. */
export async function upcomingMoments(db: Db, from: number, until: number) {
  // The soonest moments of one kind: `column` in the window, on posts whose status `keeps`.
  const soonest = (column: 'publishAt' | 'unpublishAt', keeps: readonly ['=' | '<>', string]) =>
    db
      .selectFrom('blogs')
      .select((eb) => ['blogId', 'blogTitle', eb.ref(column).as('at')])
      .where('status', keeps[0], keeps[1])
      .where(column, '>', from)
      .where(column, '<=', until)
      .orderBy(column)
      .limit(UPCOMING_MAX)
      .execute();
  const [publishing, unpublishing] = await Promise.all([
    soonest('publishAt', ['=', 'scheduled']),
    soonest('unpublishAt', ['<>', 'draft']),
  ]);
  return [
    ...publishing.map((row) => moment(row, 'publish', Number(row.at))),
    ...unpublishing.map((row) => moment(row, 'unpublish', Number(row.at))),
  ];
}
