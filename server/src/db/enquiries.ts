/** Every query on enquiries (src/contract/enquiry.ts describes the record). */
import { enquiry, type CreateValues, type ListParams } from '../../../src/contract/index.ts';
import type { EnquiryRow } from '../../../src/domain/records.ts';
import type { Db } from './index.ts';
import { listRows } from './list.ts';

/** One page of enquiries: of one form (`enquiryCategory`) or all, received at or after `since` when given. */
export function listEnquiries(db: Db, params: ListParams) {
  const category = params.filters.enquiryCategory;
  let query = db.selectFrom('enquiries');
  if (category) query = query.where('enquiryCategory', '=', category);
  if (params.since !== undefined) query = query.where('createdDate', '>=', params.since);
  return listRows<EnquiryRow>(db, query, enquiry.list, params);
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
