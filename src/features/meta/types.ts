import type { ListParams } from '../../shared/query/listView';

/** A meta entry as the server sends it. */
export interface ServerMeta {
  id: number;
  metaTitle: string;
  metaUrl: string;
  pageMeta: string;
  metaDescription: string;
  image: string | null;
  creator: string | null;
  changer: string | null;
  createdDate: string;
  changedDate: string;
  version?: number;
}

/** A meta entry as screens use it (spec §3 lists the same fields). */
export interface Meta {
  id: number;
  metaTitle: string;
  metaUrl: string;
  pageMeta: string;
  metaDescription: string;
  /** An image value: stored name, full URL or data URL; null when none. */
  image: string | null;
  creator: string;
  changer: string;
  createdDate: string;
  changedDate: string;
  version: number;
}

/** The meta form's values; `image` is a data URL for a fresh upload, or the stored value. */
export interface MetaInput {
  metaTitle: string;
  metaUrl: string;
  pageMeta: string;
  metaDescription: string;
  image?: string | null;
}

/** The meta form's values; `image` is the stored value, a fresh upload's data URL, or null. */
export type MetaFormValues = Required<Omit<MetaInput, 'image'>> & { image: string | null };

export interface MetaUpdate extends Partial<MetaInput> {
  version?: number;
  removeImage?: boolean;
}

export type MetaSort = 'newest' | 'oldest' | 'title';

export interface MetaListParams extends ListParams {
  sort?: MetaSort;
}
