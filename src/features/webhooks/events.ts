import type { WebhookEvent } from '@/contract';

/** What each event means, in the checklist's words (docs/api.md#webhook-events). */
export const EVENT_HINTS: Record<WebhookEvent, string> = {
  'post.published': 'A post becomes visible, also when its scheduled time comes.',
  'post.unpublished': 'A visible post is set to draft, or its unpublish time comes.',
  'post.updated': 'A visible post is edited.',
  'post.deleted': 'A visible post is moved to the trash.',
  'meta.changed': 'A meta page is created, updated or deleted.',
  'category.changed': 'A category is created, updated or deleted.',
  'redirect.changed': 'A redirect is created, changed or deleted.',
  'site.changed': 'Once per burst of changes, for hosts that rebuild the whole site.',
};
