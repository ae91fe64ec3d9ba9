import type { MetaRecord, metaFields, ScreenValues } from '@/contract';
import type { ListParams } from '../../shared/query/listView';

/** A meta page as the server sends it (the contract's `metaRecord`; older servers sent no `version`). */
export type ServerMeta = Omit<MetaRecord, 'version'> & Partial<Pick<MetaRecord, 'version'>>;

/**
 * A meta page as screens use it (docs/panel.md#records-on-screen lists the same fields): `image` a stored name, full
 * URL or data URL (null when none); no creator or changer reads ''.
 */
export type Meta = Omit<ServerMeta, 'creator' | 'changer' | 'version'> & {
  creator: string;
  changer: string;
  version: number;
};

/** The meta form's values; `image` is a data URL for a fresh upload, or the stored value. */
export interface MetaInput extends ScreenValues<typeof metaFields> {
  image?: string | null;
  /** The media library's image used (`imageId`); null uses none. */
  imageId?: number | null;
}

/** The meta form's values; `image` is the stored value, a fresh upload's data URL, or null. */
export type MetaFormValues = Required<Omit<MetaInput, 'image' | 'imageId'>> & {
  image: string | null;
  /** The library image used, null for none; a picked one's path is held in `image` for its preview. */
  imageId?: number | null;
};

export interface MetaUpdate extends Partial<MetaInput> {
  version?: number;
  removeImage?: boolean;
}

export type MetaSort = 'newest' | 'oldest' | 'title';

export interface MetaListParams extends ListParams {
  sort?: MetaSort;
}
