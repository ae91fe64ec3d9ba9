/** The list query of meta pages (src/contract/meta.ts describes the record; writes are src/domain's). */
import { meta, type ListParams } from '../../../src/contract/index.ts';
import type { MetaRow } from '../../../src/domain/records.ts';
import type { Db } from './index.ts';
import { listRows } from './list.ts';

/** `GET /meta/list`. */
export function listMetas(db: Db, params: ListParams) {
  return listRows<MetaRow>(db, db.selectFrom('metas'), meta.list, params);
}
