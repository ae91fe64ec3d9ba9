import { dataUrlToFile } from '../../shared/images/dataUrlToFile';
import { isDataUrl } from '../../shared/images/resolveImageUrl';
import type { WriteContext } from '../../shared/query/defineWrite';
import { BLOG_CHANNEL } from './mappers';
import type { BlogInput, BlogUpdate } from './types';

/** Screen field → multipart field of spec §7. */
const FIELDS = [
  ['blogId', 'blogId'],
  ['title', 'blogTitle'],
  ['blogUrl', 'blogUrl'],
  ['metaTitle', 'metaTitle'],
  ['metaDescription', 'metaDescription'],
  ['content', 'description'],
  ['categoryId', 'category'],
] as const;

function appendImage(form: FormData, image: string | null | undefined, blogId: string | undefined): void {
  if (isDataUrl(image)) form.append('image', dataUrlToFile(image, blogId || 'image'));
}

/**
 * Create (spec §7): every field, creator = changer = the admin, channel API, both dates, optional image; a draft or
 * scheduled post adds its `status` (and a scheduled post its UTC `publishAt`).
 */
export function blogCreateForm(input: BlogInput, { actor, now }: WriteContext): FormData {
  const form = new FormData();
  for (const [from, to] of FIELDS) form.append(to, input[from]);
  const date = now.toISOString();
  form.append('creator', actor);
  form.append('changer', actor);
  form.append('channel', BLOG_CHANNEL);
  form.append('createdDate', date);
  form.append('changedDate', date);
  // The default (published) path sends exactly the spec's fields; the server publishes a post without a status.
  if (input.status && input.status !== 'published') form.append('status', input.status);
  if (input.status === 'scheduled' && input.publishAt) form.append('publishAt', input.publishAt);
  appendImage(form, input.image, input.blogId);
  return form;
}

/** Update (spec §5, §7): only non-empty fields, plus changer, changedDate, channel API and `version`. */
export function blogUpdateForm(update: BlogUpdate, { actor, now }: WriteContext): FormData {
  const form = new FormData();
  for (const [from, to] of FIELDS) {
    const value = update[from];
    if (typeof value === 'string' && value.trim() !== '') form.append(to, value);
  }
  form.append('changer', actor);
  form.append('changedDate', now.toISOString());
  form.append('channel', BLOG_CHANNEL);
  if (update.version !== undefined) form.append('version', String(update.version));
  if (update.status) form.append('status', update.status);
  if (update.publishAt) form.append('publishAt', update.publishAt);
  if (update.removeImage) form.append('removeImage', 'true');
  else appendImage(form, update.image, update.blogId);
  return form;
}
