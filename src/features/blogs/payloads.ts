import { blogFields } from '@/contract';
import type { WriteContext } from '../../shared/query/defineWrite';
import { recordCreateForm, recordUpdateForm } from '../../shared/api/recordForm';
import { BLOG_CHANNEL } from './mappers';
import type { BlogInput, BlogUpdate } from './types';

/**
 * Create (docs/panel.md#calls-and-bodies): every field, creator = changer = the admin, channel API, both dates,
 * optional image; a draft or scheduled post adds its `status` (and a scheduled post its UTC `publishAt`). The default
 * (published) path sends exactly the spec's fields; the server publishes a post without a status.
 */
export function blogCreateForm(input: BlogInput, context: WriteContext): FormData {
  const status = input.status === 'published' ? undefined : input.status;
  return recordCreateForm(blogFields, input, context, {
    extra: { channel: BLOG_CHANNEL, status, publishAt: status === 'scheduled' ? input.publishAt : undefined },
    image: input.image,
    imageName: input.blogId || 'image',
  });
}

/**
 * Update (docs/panel.md#validation, docs/panel.md#calls-and-bodies): only non-empty fields, plus changer, changedDate,
 * channel API and `version`.
 */
export function blogUpdateForm(update: BlogUpdate, context: WriteContext): FormData {
  return recordUpdateForm(blogFields, update, context, {
    extra: { channel: BLOG_CHANNEL, status: update.status, publishAt: update.publishAt },
    image: update.image,
    imageName: update.blogId || 'image',
  });
}
