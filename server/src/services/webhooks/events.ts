/**
 * What a content write announces: the public events of docs/api.md#webhook-events, each with the public shape of the
 * record (never a draft's body) and the `Surrogate-Key` values a CDN purges.
 */
import type { WebhookEvent } from '../../../../src/contract/index.ts';

/** A post as the admin API answers it (the fields an event reads). */
export interface PostSeen {
  blogId: string;
  blogTitle: string;
  blogUrl: string;
  category: string | null;
  status: string;
  publishedAt: string | null;
  unpublishAt?: string | null;
}

export interface ContentEvent {
  event: WebhookEvent;
  /** What `site.changed` lists for it: `post:<blogId>`, `meta:<metaUrl>`, `category:<name>`. */
  key: string;
  data: Record<string, unknown> & { surrogateKeys: string[] };
}

/** As the Content API spells a key part (http/contentCache.ts `keyPart`): a blogId is a slug already. */
const keyPart = (value: string) => value.replace(/[^A-Za-z0-9_.-]/g, '_');

const postKeys = (blogId: string) => ['content', 'posts', `post-${keyPart(blogId)}`, 'categories', 'sitemap', 'feed'];

/** The public part of a post: what the website may show, no body. */
export const publicPost = (post: PostSeen) => ({
  blogId: post.blogId,
  blogTitle: post.blogTitle,
  blogUrl: post.blogUrl,
  category: post.category,
  publishedAt: post.publishedAt,
  unpublishAt: post.unpublishAt ?? null,
});

/** A post event, with its keys. */
export function postEvent(event: WebhookEvent, post: PostSeen): ContentEvent {
  return {
    event,
    key: `post:${post.blogId}`,
    data: { post: publicPost(post), surrogateKeys: postKeys(post.blogId) },
  };
}

/**
 * A post write's events, from the post as it was and is (the admin record: its `status` is the one a visitor sees
 * now). A write a visitor cannot see — a draft edited, a post scheduled ahead — announces nothing.
 */
export function postWriteEvents(before: PostSeen | undefined, after: PostSeen | undefined): ContentEvent[] {
  const was = before?.status === 'published';
  const is = after?.status === 'published';
  if (!after) return was && before ? [postEvent('post.deleted', before)] : [];
  if (!was && is) return [postEvent('post.published', after)];
  if (was && !is) return [postEvent('post.unpublished', after)];
  if (was && is) {
    const events = [postEvent('post.updated', after)];
    // A moved post: the old URL's keys are purged too, and its old address now redirects.
    if (before && before.blogId !== after.blogId) events.push(postEvent('post.deleted', before));
    if (before && before.blogUrl !== after.blogUrl)
      events.push(redirectEvent('created', { from: before.blogUrl, to: after.blogUrl, status: 301 }));
    return events;
  }
  return [];
}

/** A redirect's event. */
export function redirectEvent(
  action: 'created' | 'updated' | 'deleted',
  record: Record<string, unknown>,
): ContentEvent {
  return {
    event: 'redirect.changed',
    key: `redirect:${String(record.from)}`,
    data: {
      action,
      redirect: { from: record.from, to: record.to, status: record.status },
      surrogateKeys: ['content', 'redirects'],
    },
  };
}

/** A meta page, category or redirect write's event. */
export function recordWriteEvent(
  type: 'meta' | 'category' | 'redirect',
  action: 'created' | 'updated' | 'deleted',
  record: Record<string, unknown>,
): ContentEvent {
  if (type === 'redirect') return redirectEvent(action, record);
  if (type === 'meta') {
    return {
      event: 'meta.changed',
      key: `meta:${String(record.metaUrl)}`,
      data: {
        action,
        meta: { metaUrl: record.metaUrl, metaTitle: record.metaTitle, metaDescription: record.metaDescription },
        surrogateKeys: ['content', 'meta', 'sitemap'],
      },
    };
  }
  return {
    event: 'category.changed',
    key: `category:${String(record.category)}`,
    data: {
      action,
      category: { category: record.category, categoryUrl: record.categoryUrl },
      surrogateKeys: ['content', 'categories', 'posts'],
    },
  };
}

/** The record types whose writes webhooks hear (docs/api.md#webhook-events). */
export const ANNOUNCED_TYPES: ReadonlySet<string> = new Set(['blog', 'meta', 'category', 'redirect']);

/**
 * A write's events, wherever it happens (a record's own call, the trash, a bulk call): a post's from how it was and
 * is, a meta page's, category's or redirect's from the record. Other types announce nothing.
 */
export function writeEvents(
  type: string,
  action: 'created' | 'updated' | 'deleted',
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): ContentEvent[] {
  if (!ANNOUNCED_TYPES.has(type)) return [];
  if (type === 'blog') return postWriteEvents(before as PostSeen | undefined, after as PostSeen | undefined);
  return [recordWriteEvent(type as 'meta' | 'category' | 'redirect', action, after ?? before ?? {})];
}

/**
 * An edit of a library image that the website shows (its alt, decorative switch or focal point; its renditions made
 * again): `post.updated` for each visible post and `meta.changed` for each meta page whose public `image` it is, each
 * with the image's own key (`image-<stem>`, as its files and the answers that embed it carry) among its keys.
 */
export function imageEvents(
  stem: string,
  posts: readonly PostSeen[],
  metas: readonly Record<string, unknown>[],
): ContentEvent[] {
  const image = `image-${keyPart(stem)}`;
  const withImage = (event: ContentEvent): ContentEvent => ({
    ...event,
    data: { ...event.data, surrogateKeys: [...event.data.surrogateKeys, image] },
  });
  return [
    ...posts.map((post) => withImage(postEvent('post.updated', post))),
    ...metas.map((meta) => withImage(recordWriteEvent('meta', 'updated', meta))),
  ];
}
