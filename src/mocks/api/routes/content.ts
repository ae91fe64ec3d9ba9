import { excerpt } from '@/lib/excerpt';
import type { RouteContext } from '../context';
import type { MockDb } from '../db';
import { fail, ok, validationFailed, type MockReply } from '../http';
import { isVisible, stateOf } from '../publishing';
import { isHttpUrl } from '@/contract';

/** Absolute image URLs of the mock start with the panel's default API URL. */
const ORIGIN = 'http://127.0.0.1:3001';
type Blog = MockDb['blogs'][number];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const image = (kind: 'blogs' | 'meta', name: string | null | undefined) =>
  name ? `${ORIGIN}/content/images/${kind}/${name}` : null;

function publicPost(blog: Blog) {
  return {
    blogId: blog.blogId,
    blogTitle: blog.blogTitle,
    blogUrl: blog.blogUrl,
    metaTitle: blog.metaTitle,
    metaDescription: blog.metaDescription,
    excerpt: excerpt(blog.description),
    category: blog.category,
    imageUrl: image('blogs', blog.imageUrl),
    publishedAt: stateOf(blog).publishedAt,
    changedDate: blog.changedDate,
  };
}

function whole(raw: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^[0-9]{1,9}$/.test(raw) || value < min || value > max)
    fail(400, `${name} must be a whole number from ${min} to ${max}`, { errors: { [name]: `${name} is invalid` } });
  return value;
}

/** `https://Example.com/about/` → `https://example.com/about` (the server's `normaliseUrl`). */
function normaliseUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}${url.search}`;
  } catch {
    return undefined;
  }
}

/** The public Content API (docs/api-contract.md "Content API"): JSON calls and images; no session. */
export function contentRoutes(ctx: RouteContext): MockReply | null {
  const [root, what, id, name] = ctx.segments;
  if (root !== 'content') return null;
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') fail(405, 'The Content API is read-only: use GET or HEAD');
  const now = ctx.now();
  const visible = ctx.db.blogs.filter((blog) => isVisible(stateOf(blog), now));

  if (what === 'posts' && id === undefined) {
    const page = whole(ctx.query.get('page') ?? undefined, 'page', 1, 1_000_000, 1);
    const pageSize = whole(ctx.query.get('pageSize') ?? undefined, 'pageSize', 1, 100, 24);
    const sort = ctx.query.get('sort');
    if (sort && sort !== 'newest') validationFailed({ sort: 'sort is invalid' });
    const q = ctx.query.get('q')?.trim().toLowerCase();
    if (q && q.length > 200) validationFailed({ q: 'q must be at most 200 characters' });
    const category = ctx.query.get('category')?.trim();
    const rows = visible
      .filter((blog) => !category || blog.category === category)
      .filter(
        (blog) =>
          !q || [blog.blogTitle, blog.metaTitle, blog.metaDescription].some((text) => text.toLowerCase().includes(q)),
      )
      .sort(
        (a, b) =>
          String(stateOf(b).publishedAt).localeCompare(String(stateOf(a).publishedAt)) || Number(b.id) - Number(a.id),
      );
    return ok({
      result: rows.slice((page - 1) * pageSize, page * pageSize).map(publicPost),
      total: rows.length,
      page,
      pageSize,
    });
  }
  if (what === 'posts' && id !== undefined && name === undefined) {
    const blogId = decodeURIComponent(id);
    const blog = SLUG.test(blogId) ? visible.find((row) => row.blogId === blogId) : undefined;
    if (!blog) fail(404, 'Post not found');
    return ok({ result: { ...publicPost(blog), description: blog.description } });
  }
  if (what === 'categories' && id === undefined) {
    const result = [...ctx.db.categories]
      .sort((a, b) => a.category.toLowerCase().localeCompare(b.category.toLowerCase()) || a.id - b.id)
      .map((row) => ({
        category: row.category,
        categoryUrl: row.categoryUrl,
        categoryDescription: row.categoryDescription,
        postCount: visible.filter((blog) => blog.category === row.category).length,
      }));
    return ok({ result });
  }
  if (what === 'meta' && id === undefined) {
    const url = ctx.query.get('url')?.trim() ?? '';
    if (!url) validationFailed({ url: 'url is required' });
    if (url.length > 2048 || !isHttpUrl(url)) validationFailed({ url: 'url must be a valid http(s) URL' });
    const wanted = normaliseUrl(url);
    const meta = ctx.db.metas.find((row) => normaliseUrl(row.metaUrl) === wanted);
    if (!meta) fail(404, 'Meta not found');
    return ok({
      result: {
        metaTitle: meta.metaTitle,
        metaDescription: meta.metaDescription,
        pageMeta: meta.pageMeta,
        metaUrl: meta.metaUrl,
        imageUrl: image('meta', meta.image),
      },
    });
  }
  if (what === 'images' && (id === 'blogs' || id === 'meta') && name) {
    const owned =
      id === 'blogs'
        ? visible.some((blog) => blog.imageUrl === name)
        : ctx.db.metas.some((meta) => meta.image === name);
    const file = owned ? ctx.db.uploads.get(`${id}/${name}`) : undefined;
    if (!file) fail(404, 'Image not found');
    return {
      status: 200,
      bytes: file.bytes,
      headers: { 'content-type': file.type, 'cache-control': 'public, max-age=31536000, immutable' },
    };
  }
  return null;
}
