import type { RedirectRecord, RedirectStatus } from '@/contract';
import type { ListParams } from '../../shared/query/listView';

/** A redirect as screens use it: the contract's record (docs/api.md#redirects). */
export type Redirect = RedirectRecord;

/** The redirect form's values; `status` as the select holds it ("301"). */
export interface RedirectFormValues {
  from: string;
  to: string;
  status: `${RedirectStatus}`;
}

/** What a create sends. */
export interface RedirectInput {
  from: string;
  to: string;
  status: RedirectStatus;
}

export type RedirectSort = 'newest' | 'oldest';

export interface RedirectListParams extends ListParams {
  sort?: RedirectSort;
}
