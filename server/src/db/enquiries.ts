/** Every query on enquiries (src/contract/enquiry.ts describes the record). */
import type { Selectable } from 'kysely';
import {
  enquiry,
  ENQUIRY_CATEGORIES,
  type CreateValues,
  type EnquiryRecord,
  type ListParams,
} from '../../../src/contract/index.ts';
import { iso } from './errors.ts';
import type { Db } from './index.ts';
import { orderBy, runList, searchAny } from './list.ts';
import type { EnquiriesTable } from './schema.ts';

export type EnquiryRow = Selectable<EnquiriesTable>;

const isCategory = (value: string): value is EnquiryRecord['enquiryCategory'] =>
  (ENQUIRY_CATEGORIES as readonly string[]).includes(value);

export const toEnquiry = (row: EnquiryRow): EnquiryRecord => ({
  ...row,
  enquiryCategory: isCategory(row.enquiryCategory) ? row.enquiryCategory : 'PAGE',
  createdDate: iso(row.createdDate) ?? '',
});

export function listEnquiries(db: Db, params: ListParams) {
  let query = db.selectFrom('enquiries');
  if (params.filters.enquiryCategory) query = query.where('enquiryCategory', '=', params.filters.enquiryCategory);
  if (params.q) query = query.where(searchAny(enquiry.list.search, params.q));
  return runList<EnquiryRow>(db, query, params, orderBy(enquiry.list.sorts[params.sort]));
}

/** Deletes one enquiry; false when there was none with this id. */
export async function deleteEnquiry(db: Db, id: number | undefined): Promise<boolean> {
  if (!id) return false;
  const result = await db.deleteFrom('enquiries').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function insertEnquiry(
  db: Db,
  values: CreateValues<typeof enquiry.fields>,
  { ip, now }: { ip: string; now: number },
): Promise<number> {
  const { id } = await db
    .insertInto('enquiries')
    .values({ ...values, ip, changer: null, version: 0, createdDate: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
