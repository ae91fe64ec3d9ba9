/**
 * Each record type's list: its query (this folder) and how a row is answered (src/domain/records.ts). The server's
 * list calls (routes/records.ts) and the in-memory API's run these same reads.
 */
import type { ListParams, RecordType } from '../../../src/contract/index.ts';
import {
  toAsset,
  toBlog,
  toCategory,
  toContact,
  toContentKey,
  toEnquiry,
  toMeta,
  toRedirect,
  toWebhook,
} from '../../../src/domain/records.ts';
import { listAssets, type AssetListRow } from './assets.ts';
import { listBlogs, nextPublishing, type BlogRow } from './blogs.ts';
import { listCategories, type CategoryListRow } from './categories.ts';
import { listContacts } from './contacts.ts';
import { listContentKeys } from './contentKeys.ts';
import { listEnquiries } from './enquiries.ts';
import type { Db, Dialect } from './index.ts';
import type { ListResult } from './list.ts';
import { listMetas } from './metas.ts';
import { listRedirects } from './redirects.ts';
import { listWebhooks } from './webhooks.ts';

/** How one record type's list is read and answered. */
export interface ListOf<Row> {
  rows(db: Db, dialect: Dialect, params: ListParams, now: number): Promise<ListResult<Row>>;
  item(row: Row, now: number): unknown;
  /** Whether a page's whole answer may be kept until a write, and until when (a scheduled post turning published). */
  keep?(params: ListParams, now: number): { keep: boolean; validUntil: (rows: readonly Row[]) => number };
  /** How an anonymous caller's list differs (a public list that counts posts counts the visible ones only). */
  anonymous?(visiblePostsIn: ReadonlyMap<string, number>): Omit<ListOf<Row>, 'anonymous'>;
}

const listOf = <Row>(list: ListOf<Row>) => list as ListOf<unknown>;

/** Every record type's list (the server's calls and the in-memory API's). */
export const RECORD_LISTS: Record<RecordType, ListOf<unknown>> = {
  blog: listOf<BlogRow>({
    rows: (db, dialect, params, now) => listBlogs(db, dialect, params, now),
    item: (row, now) => toBlog(row, now),
    // The status filter compares with the clock in SQL; without it only a scheduled post on the page changes the
    // answer by itself, when it turns published.
    keep: (params, now) => ({ keep: !params.filters.status, validUntil: (rows) => nextPublishing(rows, now) }),
  }),
  category: listOf<CategoryListRow>({
    rows: (db, _dialect, params) => listCategories(db, params),
    item: (row) => toCategory(row, Number(row.blogCount ?? 0)),
    anonymous: (visible) => ({
      rows: (db, _dialect, params) => listCategories(db, params, { countPosts: false }),
      item: (row) => toCategory(row, visible.get(row.category) ?? 0),
      // Its counts change with the content's fingerprint, not with a write to the tables the page reads.
      keep: () => ({ keep: false, validUntil: () => 0 }),
    }),
  }),
  meta: listOf({ rows: (db, _dialect, params) => listMetas(db, params), item: toMeta }),
  contact: listOf({ rows: (db, _dialect, params) => listContacts(db, params), item: toContact }),
  enquiry: listOf({ rows: (db, _dialect, params) => listEnquiries(db, params), item: toEnquiry }),
  contentKey: listOf({ rows: (db, _dialect, params) => listContentKeys(db, params), item: toContentKey }),
  asset: listOf<AssetListRow>({
    rows: (db, _dialect, params) => listAssets(db, params),
    item: (row) => toAsset(row, Number(row.usedBy ?? 0)),
  }),
  webhook: listOf({ rows: (db, _dialect, params) => listWebhooks(db, params), item: toWebhook }),
  redirect: listOf({ rows: (db, _dialect, params) => listRedirects(db, params), item: toRedirect }),
};
