/** Every query on contact messages (src/contract/contact.ts describes the record). */
import { contact, type ListParams } from '../../../src/contract/index.ts';
import type { ContactRow } from '../../../src/domain/records.ts';
import type { Db } from './index.ts';
import { listRows } from './list.ts';

export type { ContactRow };

export function listContacts(db: Db, params: ListParams) {
  const { status } = params.filters;
  const query = db.selectFrom('contacts');
  return listRows<ContactRow>(db, status ? query.where('status', '=', status) : query, contact.list, params);
}

export async function deleteContact(conn: Db, row: ContactRow): Promise<void> {
  await conn.deleteFrom('contacts').where('id', '=', row.id).execute();
}
