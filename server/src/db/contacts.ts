/** Every query on contact messages (src/contract/contact.ts describes the record). */
import {
  contact,
  CONTACT_STATUSES,
  type ContactStatus,
  type CreateValues,
  type ListParams,
} from '../../../src/contract/index.ts';
import type { ContactRow } from '../../../src/domain/records.ts';
import type { Db } from './index.ts';
import { listRows } from './list.ts';

export type { ContactRow };

export const findContact = async (conn: Db, id: number | undefined) =>
  id ? conn.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst() : undefined;

export function listContacts(db: Db, params: ListParams) {
  const { status } = params.filters;
  const query = db.selectFrom('contacts');
  return listRows<ContactRow>(db, status ? query.where('status', '=', status) : query, contact.list, params);
}

/**
 * Moves a message's status forward to `status` (never back: the guard lets racing updates settle on the furthest).
 * False when it did not move: another call moved it as far or further since `row` was read, and that call logs it.
 */
export async function advanceStatus(conn: Db, row: ContactRow, status: ContactStatus): Promise<boolean> {
  const target = CONTACT_STATUSES.indexOf(status);
  const result = await conn
    .updateTable('contacts')
    .set({ status })
    .where('id', '=', row.id)
    .where('status', 'in', CONTACT_STATUSES.slice(0, target))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteContact(conn: Db, row: ContactRow): Promise<void> {
  await conn.deleteFrom('contacts').where('id', '=', row.id).execute();
}

export async function insertContact(conn: Db, values: CreateValues<typeof contact.fields>, now: number) {
  const { id } = await conn
    .insertInto('contacts')
    .values({ ...values, status: 'new', createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
