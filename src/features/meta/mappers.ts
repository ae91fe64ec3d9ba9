import { dataUrlToFile } from '../../shared/images/dataUrlToFile';
import { isDataUrl } from '../../shared/images/resolveImageUrl';
import type { WriteContext } from '../../shared/query/defineWrite';
import type { Meta, MetaInput, MetaUpdate, ServerMeta } from './types';

/** Server → screen. */
export function metaFromServer(server: ServerMeta): Meta {
  return {
    id: server.id,
    metaTitle: server.metaTitle ?? '',
    metaUrl: server.metaUrl ?? '',
    pageMeta: server.pageMeta ?? '',
    metaDescription: server.metaDescription ?? '',
    image: server.image || null,
    creator: server.creator ?? '',
    changer: server.changer ?? '',
    createdDate: server.createdDate,
    changedDate: server.changedDate,
    version: server.version ?? 1,
  };
}

const FIELDS = ['metaDescription', 'pageMeta', 'metaTitle', 'metaUrl'] as const;

function appendImage(form: FormData, image: string | null | undefined): void {
  if (isDataUrl(image)) form.append('image', dataUrlToFile(image, 'meta-image'));
}

/** Create (spec §7): the four fields, creator = changer = the admin, both dates, optional image. */
export function metaCreateForm(input: MetaInput, { actor, now }: WriteContext): FormData {
  const form = new FormData();
  for (const field of FIELDS) form.append(field, input[field]);
  const date = now.toISOString();
  form.append('creator', actor);
  form.append('changer', actor);
  form.append('createdDate', date);
  form.append('changedDate', date);
  appendImage(form, input.image);
  return form;
}

/** Update (spec §5, §7): only non-empty fields, plus changer, changedDate and `version`. */
export function metaUpdateForm(update: MetaUpdate, { actor, now }: WriteContext): FormData {
  const form = new FormData();
  for (const field of FIELDS) {
    const value = update[field];
    if (typeof value === 'string' && value.trim() !== '') form.append(field, value);
  }
  form.append('changer', actor);
  form.append('changedDate', now.toISOString());
  if (update.version !== undefined) form.append('version', String(update.version));
  if (update.removeImage) form.append('removeImage', 'true');
  else appendImage(form, update.image);
  return form;
}
