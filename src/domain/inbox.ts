/**
 * The inbox's writes, for the server and the in-memory API: a contact message from the website, and its status, which
 * only moves forward (new → read → replied), each move logged once. The rows are read locked, so racing status calls
 * wait in turn and settle on the furthest status.
 */
import {
  contact,
  contactActivity,
  CONTACT_STATUSES,
  statusNeverBack,
  type ContactStatus,
  type CreateValues,
} from '../contract/index.ts';
import { conflict, notFound } from './errors.ts';
import type { ContactRow } from './records.ts';
import type { Store } from './store.ts';

export interface StatusContext<Conn> {
  store: Store<Conn>;
  actor: string;
  now: number;
}

const TABLE = contact.storage.table;
const rank = (status: string) => CONTACT_STATUSES.indexOf(status as ContactStatus);

/** `POST /contacts/submit`: a new message from the website, logged as the website's; its id. */
export const receiveContact = <Conn>(store: Store<Conn>, values: CreateValues<typeof contact.fields>, now: number) =>
  store.transaction(async (conn) => {
    const id = await store.insert(conn, TABLE, { ...values, status: 'new', createdAt: now });
    const action = contactActivity.received(values.name);
    await store.record(
      conn,
      { action, type: 'contact', recordId: id, recordLabel: values.subject, actor: 'website' },
      now,
    );
    return id;
  });

/** Moves a message to `status` and logs the move. */
async function advance<Conn>(ctx: StatusContext<Conn>, conn: Conn, row: ContactRow, status: ContactStatus) {
  await ctx.store.updateWhere(conn, TABLE, 'id', String(row.id), { status });
  const action = contactActivity.marked(row.name, status);
  const line = { action, type: 'contact', recordId: row.id, recordLabel: row.subject, actor: ctx.actor } as const;
  await ctx.store.record(conn, line, ctx.now);
}

/** `PUT /contacts/updateStatus/:id`: the message after the change (none when it has `status` already), or 404 / 409. */
export function markContact<Conn>(ctx: StatusContext<Conn>, id: number | undefined, status: ContactStatus) {
  return ctx.store.transaction(async (conn): Promise<ContactRow> => {
    const row = (id && (await ctx.store.findBy(conn, TABLE, 'id', id, 'update'))) as ContactRow | undefined;
    if (!row) throw notFound(contact.noun);
    if (rank(status) < rank(row.status)) throw conflict(statusNeverBack(row.status));
    if (rank(status) === rank(row.status)) return row;
    await advance(ctx, conn, row, status);
    return { ...row, status };
  });
}

/** `POST /contacts/bulkStatus`: how many messages moved, and the ids skipped (gone, or as far or further already). */
export function markContacts<Conn>(ctx: StatusContext<Conn>, ids: readonly number[], status: ContactStatus) {
  return ctx.store.transaction(async (conn) => {
    const rows = (await ctx.store.findIn(conn, TABLE, 'id', ids, 'update')) as ContactRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const skipped: { id: number; reason: 'not_found' | 'unchanged' }[] = [];
    let changed = 0;
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) skipped.push({ id, reason: 'not_found' });
      else if (rank(row.status) >= rank(status)) skipped.push({ id, reason: 'unchanged' });
      else {
        await advance(ctx, conn, row, status);
        byId.set(id, { ...row, status });
        changed++;
      }
    }
    return { changed, skipped };
  });
}
