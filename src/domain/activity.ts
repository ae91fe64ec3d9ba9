/** The activity log's rule shared by the server and the in-memory API: which lines still name a live record. */
import { RESOURCES, type RecordType } from '../contract/index.ts';
import { KINDS } from './kinds.ts';
import type { Store } from './store.ts';

/**
 * `type:recordId` of the records among these lines that still exist: each type found by its path key (a post by its
 * blogId, the others by id), so a line links to its record only while there is one.
 */
export async function liveRecords<Conn>(
  store: Store<Conn>,
  conn: Conn,
  lines: readonly { type: string; recordId: string }[],
): Promise<Set<string>> {
  const live = new Set<string>();
  for (const type of Object.keys(KINDS) as RecordType[]) {
    const keys = new Set(lines.filter((line) => line.type === type).map((line) => line.recordId));
    const found = [...keys].flatMap((key) => KINDS[type].locate(key) ?? []);
    const column = found[0]?.column;
    if (column === undefined) continue;
    const table = RESOURCES[type].storage.table;
    for (const row of await store.findIn(
      conn,
      table,
      column,
      found.map((where) => where.value),
    )) {
      live.add(`${type}:${String(row[column])}`);
    }
  }
  return live;
}
