import { metaFields } from '@/contract';
import { recordCreateForm, recordUpdateForm } from '../../shared/api/recordForm';
import type { WriteContext } from '../../shared/query/defineWrite';
import type { Meta, MetaInput, MetaUpdate, ServerMeta } from './types';

/** Server → screen: the wire's names (the contract renames none); no image is null, no creator or changer ''. */
export function metaFromServer(server: ServerMeta): Meta {
  return {
    ...server,
    image: server.image || null,
    creator: server.creator ?? '',
    changer: server.changer ?? '',
    version: server.version ?? 1,
  };
}

/**
 * Create (docs/panel.md#calls-and-bodies): the four fields, creator = changer = the admin, both dates, optional image.
 */
export function metaCreateForm(input: MetaInput, context: WriteContext): FormData {
  return recordCreateForm(metaFields, input, context, {
    image: input.image,
    imageName: 'meta-image',
    imageId: input.imageId,
  });
}

/**
 * Update (docs/panel.md#validation, docs/panel.md#calls-and-bodies): only non-empty fields, plus changer, changedDate
 * and `version`.
 */
export function metaUpdateForm(update: MetaUpdate, context: WriteContext): FormData {
  return recordUpdateForm(metaFields, update, context, {
    image: update.image,
    imageName: 'meta-image',
    imageId: update.imageId,
  });
}
