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
    extra: {
      channel: BLOG_CHANNEL,
      status,
      publishAt: status === 'scheduled' ? input.publishAt : undefined,
      unpublishAt: input.status === 'draft' ? undefined : input.unpublishAt,
    },
    image: input.image,
    imageName: input.blogId || 'image',
    imageId: input.imageId,
  });
}

/**
 * Update (docs/panel.md#validation, docs/panel.md#calls-and-bodies): only non-empty fields, plus changer, changedDate,
 * channel API and `version`.
 */
export function blogUpdateForm(update: BlogUpdate, context: WriteContext): FormData {
  const form = recordUpdateForm(blogFields, update, context, {
    extra: {
      channel: BLOG_CHANNEL,
      status: update.status,
      publishAt: update.publishAt,
      unpublishAt: update.unpublishAt,
    },
    image: update.image,
    imageName: update.blogId || 'image',
    imageId: update.imageId,
  });
  // An emptied "Unpublish at" is sent as '', which clears it (empty extras are otherwise left out).
  if (update.unpublishAt === null) form.append('unpublishAt', '');
  return form;
}
