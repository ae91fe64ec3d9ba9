/**
 * What an asset's change announces (docs/api.md#webhook-events): the public `image` shape of the posts and meta
 * entries that show it as their featured image changes when its alt, decorative switch or focal point is edited, and
 * again when its renditions are made (the `srcset` and the crops' URLs name them). The caption is not public.
 */
import { assetStem, publicImageUsers } from '../../db/assets.ts';
import type { Db } from '../../db/index.ts';
import { imageEvents, type PostSeen } from './events.ts';
import type { WebhookService } from './service.ts';

/** The asset fields the website shows (the record as the admin API answers it). */
const SHOWN = ['alt', 'decorative', 'focalX', 'focalY'] as const;

/** True when an edit changed what the website shows of the image. */
export const changesShownImage = (before: Record<string, unknown> | undefined, after: Record<string, unknown>) =>
  !before || SHOWN.some((field) => before[field] !== after[field]);

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** Queues the events of a change to asset `id` (file `name`) for the records showing it now; nothing when none does. */
export async function announceImageChange(
  db: Db,
  webhooks: WebhookService,
  now: number,
  asset: { id: number; name: string },
): Promise<void> {
  const users = await publicImageUsers(db, now, asset.id);
  if (!users.posts.length && !users.metas.length) return;
  const posts = users.posts.map((row): PostSeen => ({
    ...row,
    status: 'published',
    publishedAt: iso(row.publishedAt),
    unpublishAt: iso(row.unpublishAt),
  }));
  await webhooks.announce(imageEvents(assetStem(asset.name), posts, users.metas));
}
