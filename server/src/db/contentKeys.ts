/** Content API keys' queries: the admin list, and the look-up of a request's key by its hash. */
import { contentKey, type ListParams } from '../../../src/contract/index.ts';
import type { ContentKeyRow } from '../../../src/domain/records.ts';
import type { Db } from './index.ts';
import { listRows } from './list.ts';

/** `GET /contentKeys/list`. */
export function listContentKeys(db: Db, params: ListParams) {
  return listRows<ContentKeyRow>(db, db.selectFrom('contentKeys'), contentKey.list, params);
}

/** The id of the live key with this SHA-256, or undefined (unknown or revoked). */
export async function contentKeyIdByHash(db: Db, keyHash: string): Promise<number | undefined> {
  const row = await db.selectFrom('contentKeys').select('id').where('keyHash', '=', keyHash).executeTakeFirst();
  return row?.id;
}
