import { getMe } from '../../src/features/auth/api/getMe';
import { sendOtp } from '../../src/features/auth/api/sendOtp';
import { signIn } from '../../src/features/auth/api/signIn';
import { verifyOtp } from '../../src/features/auth/api/verifyOtp';
import { createBlog } from '../../src/features/blogs/api/createBlog';
import { deleteBlog } from '../../src/features/blogs/api/deleteBlog';
import { getBlog } from '../../src/features/blogs/api/getBlog';
import { listBlogs } from '../../src/features/blogs/api/listBlogs';
import { updateBlog } from '../../src/features/blogs/api/updateBlog';
import { createCategory } from '../../src/features/categories/api/createCategory';
import { deleteCategory } from '../../src/features/categories/api/deleteCategory';
import { getCategory } from '../../src/features/categories/api/getCategory';
import { listCategories } from '../../src/features/categories/api/listCategories';
import { updateCategory } from '../../src/features/categories/api/updateCategory';
import { deleteContact } from '../../src/features/contacts/api/deleteContact';
import { deleteEnquiry } from '../../src/features/contacts/api/deleteEnquiry';
import { listContacts } from '../../src/features/contacts/api/listContacts';
import { listEnquiries } from '../../src/features/contacts/api/listEnquiries';
import { updateContactStatus } from '../../src/features/contacts/api/updateContactStatus';
import { createContentKey } from '../../src/features/contentKeys/api/createContentKey';
import { deleteContentKey } from '../../src/features/contentKeys/api/deleteContentKey';
import { listContentKeys } from '../../src/features/contentKeys/api/listContentKeys';
import { getDashboardSummary } from '../../src/features/dashboard/api/getDashboardSummary';
import { listActivity } from '../../src/features/dashboard/api/listActivity';
import { createMeta } from '../../src/features/meta/api/createMeta';
import { deleteMeta } from '../../src/features/meta/api/deleteMeta';
import { listMetas } from '../../src/features/meta/api/listMetas';
import { updateMeta } from '../../src/features/meta/api/updateMeta';
import { searchAll } from '../../src/features/palette/api/searchAll';
import { getSeoReport } from '../../src/features/seo/api/getSeoReport';
import { isApiError } from '../../src/shared/api/ApiError';
import { createApiClient, type FetchLike } from '../../src/shared/api/createApiClient';
import { mockImageDataUrl } from '../../src/mocks';
import type { toTrashItem } from '../../src/domain/trash.ts';
import { getRevision, listRevisions, restoreRevision } from '../../src/shared/revisions/api';
import { createPreviewLink, revokePreviewLinks } from '../../src/features/blogs/api/previewLink';
import { getMedia, getMediaUsage } from '../../src/features/media/api/getMedia';
import { listMedia } from '../../src/features/media/api/listMedia';
import { deleteMedia, updateMedia, uploadMedia } from '../../src/features/media/api/writeMedia';
import type { Asset } from '../../src/features/media/types';
import { MOCK_IMAGES } from '../../src/mocks';

type TrashItem = ReturnType<typeof toTrashItem>;

export interface Target {
  baseURL: string;
  fetch: FetchLike;
  email: string;
  password: string;
  /** The code the target sent (the mock's fixed code, or the server's outbox). */
  readCode: () => Promise<string>;
}

const VOLATILE = new Set(['id', 'imageId', 'createdAt', 'updatedAt', 'createdDate', 'changedDate', 'ip']);

/** Drops what legitimately differs between two stores (ids, clocks, generated file names). */
export function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !VOLATILE.has(key))
        .map(([key, inner]) => [
          key,
          (key === 'image' || key === 'imageUrl') && typeof inner === 'string'
            ? 'stored-image'
            : key === 'image' && inner && typeof inner === 'object'
              ? publicImageFacts(inner as Record<string, unknown>)
              : key === 'publishedAt' && typeof inner === 'string'
                ? 'a date'
                : key === 'nextCursor' && typeof inner === 'string'
                  ? 'a cursor' // it holds a date and an id, which differ between the stores
                  : normalise(inner),
        ]),
    );
  }
  return value;
}

/**
 * A public image shape (the Content API's `image`) by what the editor set: its URLs name generated files, and the
 * server makes its renditions (`srcset`, `crops`) in the background while the in-memory API makes none.
 */
function publicImageFacts({ alt, decorative, width, height, focal }: Record<string, unknown>) {
  return { alt, decorative, width, height, focal };
}

async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { ok: normalise(await run()) };
  } catch (error) {
    if (!isApiError(error)) return { thrown: (error as Error).message };
    const body = (error.body ?? {}) as Record<string, unknown>;
    return {
      status: error.status,
      fields: Object.keys(error.fieldErrors ?? {}).sort(),
      extras: Object.keys(body)
        .filter((key) => key !== 'message' && key !== 'errors')
        .sort(),
    };
  }
}

/** The same sequence of panel calls; returns a transcript of normalised results. */
export async function runScript(target: Target): Promise<Record<string, unknown>> {
  let token: string | null = null;
  const client = createApiClient({ baseURL: target.baseURL, getToken: () => token, fetch: target.fetch });
  const ctx = { actor: 'admin', now: new Date('2026-11-20T10:00:00.000Z') };
  const t: Record<string, unknown> = {};
  const step = async (name: string, run: () => Promise<unknown>) => void (t[name] = await outcome(run));

  await step('signIn wrong password', () => signIn(client, { email: target.email, password: 'nope-nope' }));
  await step('list before sign-in', () => listBlogs(client));
  await step('public categories', () => listCategories(client));
  // A second sign-in supersedes a pending one: the first token stops working, the second gets its own code at once.
  token = await signIn(client, { email: target.email, password: target.password });
  const superseded = token;
  await step('sendOtp first sign-in', () => sendOtp(client, target.email));
  token = await signIn(client, { email: target.email, password: target.password });
  const second = token;
  await step('verify before any code', () => verifyOtp(client, { email: target.email, otp: '123456' }));
  token = superseded;
  await step('sendOtp superseded', () => sendOtp(client, target.email));
  await step('verify superseded', () => verifyOtp(client, { email: target.email, otp: '123456' }));
  token = second;
  await step('sendOtp second sign-in at once', () => sendOtp(client, target.email));
  token = await signIn(client, { email: target.email, password: target.password });
  t['signIn'] = token ? 'token' : null;
  await step('data call with pre-code session', () => listBlogs(client));
  await step('sendOtp other email', () => sendOtp(client, 'someone@example.org'));
  await step('sendOtp', () => sendOtp(client, target.email));
  await step('verify wrong code', () => verifyOtp(client, { email: target.email, otp: '000000' }));
  const code = await target.readCode();
  // A code pasted with spaces around it is still the code (both sides read it trimmed).
  await step('verify', () => verifyOtp(client, { email: target.email, otp: ` ${code} ` }));
  await step('me', () => getMe(client));
  await step('sendOtp verified session', () => sendOtp(client, target.email));
  await step('verify verified session', () => verifyOtp(client, { email: target.email, otp: code }));
  // Codes so far: 3 of the hourly 5, across sign-ins; the 6th is refused with the real wait.
  let other: string | null = null;
  const otherClient = createApiClient({ baseURL: target.baseURL, getToken: () => other, fetch: target.fetch });
  for (let i = 0; i < 2; i++) {
    other = await signIn(otherClient, { email: target.email, password: target.password });
    await step(`sendOtp ${4 + i} this hour`, () => sendOtp(otherClient, target.email));
  }
  other = await signIn(otherClient, { email: target.email, password: target.password });
  const refusal = async () => {
    try {
      return await sendOtp(otherClient, target.email);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // the real server's clock moves during the script: compare the wait in whole minutes
      const wait = (error.body as { retryAfterSeconds?: number }).retryAfterSeconds ?? 0;
      return { status: error.status, message: error.serverMessage, retryAfterMinutes: Math.ceil(wait / 60) };
    }
  };
  await step('sendOtp over the hourly cap', refusal);
  await step('sendOtp over the hourly cap again', refusal);

  await step('category invalid', () => createCategory(client, { name: '', description: '', categoryUrl: 'not a url' }));
  await step('category create', () =>
    createCategory(client, { name: 'News', description: 'All news', categoryUrl: '/blog/news' }),
  );
  await step('category duplicate', () =>
    createCategory(client, { name: 'news', description: 'x', categoryUrl: '/blog/x' }),
  );
  await step('category URL duplicate', () =>
    createCategory(client, { name: 'Other', description: 'x', categoryUrl: '/blog/%6Eews/' }),
  );
  const categories = await listCategories(client);
  const news = categories.items[0]!;
  await step('category get', () => getCategory(client, news.id));

  const blog = {
    title: 'Hello World',
    blogId: 'hello-world',
    blogUrl: 'https://example.com/blog/hello-world',
    categoryName: 'News',
    metaTitle: 'Hello | Blog',
    metaDescription: 'A greeting',
    content: '<p>Hello <strong>world</strong></p>',
    image: mockImageDataUrl('city.png'),
  };
  await step('blog invalid', () =>
    createBlog(client, { ...blog, blogId: 'Bad Id', blogUrl: 'ftp://x', categoryName: 'Nope' }, ctx),
  );
  await step('blog create', () => createBlog(client, blog, ctx));
  await step('blog duplicate', () => createBlog(client, blog, ctx));
  // One page, one post: the same URL however it is spelled (scheme and host case, a trailing slash, a fragment).
  await step('blog duplicate url', () =>
    createBlog(client, { ...blog, blogId: 'other-id', blogUrl: 'HTTPS://Example.COM/blog/hello-world/#top' }, ctx),
  );
  await step('blog url stored serialised', () =>
    createBlog(
      client,
      { ...blog, title: 'Spaced', blogId: 'spaced', blogUrl: 'https://Example.com/blog/a b "c"', image: null },
      ctx,
    ),
  );
  await step('blog create second', () =>
    createBlog(
      client,
      { ...blog, title: 'Second', blogId: 'second', blogUrl: 'https://example.com/blog/second', image: null },
      ctx,
    ),
  );
  await step('blog page', () => listBlogs(client, { page: 1, pageSize: 1 }));
  await step('blog search', () => listBlogs(client, { q: 'SECOND' }));
  await step('blog sort title', () => listBlogs(client, { sort: 'title' }));
  await step('blog bad paging', () => listBlogs(client, { page: 1, pageSize: 500 }));
  await step('blog get', () => getBlog(client, 'hello-world'));
  await step('blog get missing', () => getBlog(client, 'missing'));
  await step('blog stale version', () =>
    updateBlog(client, { blogId: 'hello-world', update: { title: 'X', version: 9 } }, ctx),
  );
  await step('blog update', () =>
    updateBlog(client, { blogId: 'hello-world', update: { title: 'Hello Again', version: 1 } }, ctx),
  );
  await step('blog remove image', () =>
    updateBlog(client, { blogId: 'hello-world', update: { removeImage: true } }, ctx),
  );
  await step('category rename', () =>
    updateCategory(client, { original: news, next: { name: 'Updates', description: news.description } }),
  );
  await step('blog after rename', () => getBlog(client, 'hello-world'));
  await step('category in use', () => deleteCategory(client, news.id));
  await step('blog delete', () => deleteBlog(client, 'second'));

  // Publishing states (issue 13), as raw calls: the server's record, not the panel's mapping of it.
  const blogForm = (blogId: string, extra: Record<string, string>) => {
    const form = new FormData();
    const fields = {
      ...blog,
      blogTitle: `Post ${blogId}`,
      blogId,
      blogUrl: `https://example.com/blog/${blogId}`,
      description: blog.content,
      category: 'Updates',
    };
    for (const name of ['blogId', 'blogTitle', 'blogUrl', 'metaTitle', 'metaDescription', 'description', 'category'])
      form.append(name, String(fields[name as keyof typeof fields]));
    for (const [name, value] of Object.entries(extra)) form.append(name, value);
    return form;
  };
  const rawCreate = (blogId: string, extra: Record<string, string>) =>
    client.request('/blogs/createBlog', { method: 'POST', body: blogForm(blogId, extra) });
  const rawUpdate = (blogId: string, extra: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(extra)) form.append(name, value);
    return client.request(`/blogs/updateBlog/${blogId}`, { method: 'PUT', body: form });
  };
  const FUTURE = '2099-01-31T09:30:00.000Z';
  await step('blog draft', () => rawCreate('a-draft', { status: 'draft' }));
  await step('blog scheduled', () => rawCreate('a-scheduled', { status: 'scheduled', publishAt: FUTURE }));
  await step('blog scheduled in the past', () =>
    rawCreate('too-late', { status: 'scheduled', publishAt: '2001-01-01T00:00:00Z' }),
  );
  await step('blog scheduled without time', () => rawCreate('no-time', { status: 'scheduled' }));
  await step('blog unknown status', () => rawCreate('odd-status', { status: 'live' }));
  // The stored body is the same sanitiser's output on both sides: a link gets its target and rel, an image with a
  // relative source goes, and so do a script and an event handler.
  await step('blog body sanitised', async () => {
    const form = blogForm('sanitised', { status: 'draft' });
    form.set(
      'description',
      '<p><a href="https://example.com/x">x</a><img src="x" onerror="alert(1)"><script>alert(1)</script>y</p>',
    );
    const { result } = await client.request<{ result: { description: string } }>('/blogs/createBlog', {
      method: 'POST',
      body: form,
    });
    return result.description;
  });
  await step('blog list drafts', () => client.request('/blogs/list?status=draft'));
  await step('blog list scheduled', () => client.request('/blogs/list?status=scheduled&page=1&pageSize=5'));
  await step('blog list bad status', () => client.request('/blogs/list?status=gone'));
  await step('blog publish draft', () => rawUpdate('a-draft', { status: 'published' }));
  await step('blog back to draft', () => rawUpdate('hello-world', { status: 'draft' }));
  await step('blog reschedule', () => rawUpdate('a-scheduled', { publishAt: '2099-02-01T00:00:00Z' }));
  // An optional field (a post's `channel`, fallback API) sent empty is cleared to its fallback (src/contract TextRule).
  await step('blog set channel', () => rawUpdate('a-draft', { channel: 'NEWSLETTER' }));
  await step('blog clear channel', () => rawUpdate('a-draft', { channel: '' }));

  const meta = { metaTitle: 'Home', metaUrl: 'https://example.com/', pageMeta: 'home', metaDescription: 'Home page' };
  await step('meta invalid', () => createMeta(client, { ...meta, metaUrl: 'nope' }, ctx));
  await step('meta create', () => createMeta(client, { ...meta, image: mockImageDataUrl('desk.png') }, ctx));
  await step('meta duplicate url', () => createMeta(client, meta, ctx));
  const metaId = (await listMetas(client)).items[0]!.id;
  await step('meta update', () => updateMeta(client, { id: metaId, update: { pageMeta: 'start', version: 1 } }, ctx));
  await step('meta delete', () => deleteMeta(client, metaId));
  await step('meta list', () => listMetas(client));
  await step('seo report', () => getSeoReport(client, { type: 'blog', pageSize: 5 }));
  await step('seo report bad problem', () => getSeoReport(client, { problem: 'slow' as never }));

  const submit = (path: string, body: object) => client.request(path, { method: 'POST', body, auth: 'none' });
  await step('enquiry invalid', () =>
    submit('/api/enquiries', { name: '', emailId: 'x', message: '', enquiryCategory: 'SIDE' }),
  );
  await step('enquiry submit', () =>
    submit('/api/enquiries', {
      name: 'Ana',
      emailId: 'ana@example.org',
      message: 'Hello',
      enquiryCategory: 'FOOTER',
      enquiryPage: '/',
    }),
  );
  await step('enquiries footer', () => listEnquiries(client, { enquiryCategory: 'FOOTER' }));
  await step('enquiries header', () => listEnquiries(client, { enquiryCategory: 'HEADER' }));
  await step('enquiries since', () => listEnquiries(client, { since: '2000-01-01T00:00:00Z', pageSize: 5 }));
  await step('enquiries since later', () => listEnquiries(client, { since: '2099-01-01T00:00:00+02:00' }));
  await step('enquiries since bad', () => listEnquiries(client, { since: '2026-02-30T00:00:00Z' }));
  await step('enquiries since without zone', () => listEnquiries(client, { since: '2026-01-01T00:00:00' }));
  const enquiryId = (await listEnquiries(client)).items[0]!.id;
  await step('enquiry delete', () => deleteEnquiry(client, enquiryId));

  await step('contact submit', () =>
    submit('/contacts/submit', { name: 'Kofi', email: 'kofi@example.org', subject: 'Hi', message: 'Hello' }),
  );
  const contactId = (await listContacts(client)).items[0]!.id;
  await step('contact read', () => updateContactStatus(client, { id: contactId, status: 'read' }));
  await step('contact replied', () => updateContactStatus(client, { id: contactId, status: 'replied' }));
  await step('contact backwards', () => updateContactStatus(client, { id: contactId, status: 'read' }));
  await step('contacts replied', () => listContacts(client, { status: 'replied' }));
  await step('contact delete', () => deleteContact(client, contactId));

  await step('dashboard summary', () => getDashboardSummary(client));
  await step('activity', async () => (await listActivity(client, 50)).map((row) => [row.type, row.action, row.exists]));
  const blogWithImage = await createBlog(
    client,
    { ...blog, blogId: 'with-image', blogUrl: 'https://example.com/blog/with-image', categoryName: 'Updates' },
    ctx,
  );
  await step('upload fetch', async () => {
    const blob = await client.requestBlob(`${client.baseURL}/uploads/blogs/${blogWithImage.image}`);
    // The server stores the image decoded and encoded again (its size changes); the in-memory API keeps the bytes.
    return { type: blob.type, empty: blob.size === 0 };
  });
  await step('upload missing', () => client.requestBlob(`${client.baseURL}/uploads/blogs/${'0'.repeat(32)}.png`));

  // The public Content API (issue 13): no session.
  const pub = (path: string, method: 'GET' | 'POST' = 'GET') => client.request(path, { method, auth: 'none' });
  await step('content posts', () => pub('/content/posts?pageSize=50'));
  await step('content posts by category', () => pub('/content/posts?category=Updates&page=1&pageSize=1'));
  await step('content posts search', () => pub('/content/posts?q=post%20a-draft'));
  await step('content posts bad paging', () => pub('/content/posts?pageSize=101'));
  // Site builders (issue 26): a cursor walk, bodies in the list, the category as names compare.
  await step('content posts by cursor', async () => {
    const first = await client.request<{ nextCursor: string | null }>('/content/posts?pageSize=1', { auth: 'none' });
    return pub(`/content/posts?pageSize=1&after=${first.nextCursor ?? ''}`);
  });
  await step('content posts bad cursor', () => pub('/content/posts?after=bm9wZQ'));
  await step('content posts with bodies', () => pub('/content/posts?pageSize=2&include=description'));
  await step('content posts bad include', () => pub('/content/posts?include=body'));
  await step('content posts by folded category', () => pub('/content/posts?category=%EF%BC%B5PDATES'));
  await step('content post', () => pub('/content/posts/with-image'));
  await step('content post draft', () => pub('/content/posts/hello-world'));
  await step('content post scheduled', () => pub('/content/posts/a-scheduled'));
  await step('content post unknown', () => pub('/content/posts/no-such-post'));
  await step('content categories', () => pub('/content/categories'));
  // An editor's excerpt (`excerptOverride`, optional): set through the panel's update body, it replaces the automatic
  // excerpt in the Content API; cleared (sent empty), the automatic one is back.
  const setExcerpt = (excerptOverride: string) =>
    updateBlog(client, { blogId: 'a-draft', update: { excerptOverride } }, ctx);
  await step('blog excerpt set', () => setExcerpt(' By hand. '));
  await step('blog excerpt too long', () => setExcerpt('x'.repeat(301)));
  await step('blog excerpt get', () => getBlog(client, 'a-draft'));
  await step('content post excerpt set', () => pub('/content/posts/a-draft'));
  await step('content posts excerpt set', () => pub('/content/posts?q=post%20a-draft'));
  await step('blog excerpt clear', () => setExcerpt(''));
  await step('content post excerpt cleared', () => pub('/content/posts/a-draft'));
  await step('content posts excerpt cleared', () => pub('/content/posts?q=post%20a-draft'));
  await createMeta(
    client,
    { ...meta, metaUrl: 'https://Example.com/about/', image: mockImageDataUrl('desk.png') },
    ctx,
  );
  await step('content meta', () => pub(`/content/meta?url=${encodeURIComponent('https://example.com/about')}`));
  await step('content meta missing', () => pub(`/content/meta?url=${encodeURIComponent('https://example.com/x')}`));
  await step('content meta bad url', () => pub('/content/meta?url=nope'));
  await step('content image', async () => {
    const response = await target.fetch(`${target.baseURL}/content/images/blogs/${blogWithImage.image}`);
    return { status: response.status, type: response.headers.get('content-type') };
  });
  await step('content image unknown', async () => {
    const response = await target.fetch(`${target.baseURL}/content/images/blogs/${'0'.repeat(32)}.png`);
    return { status: response.status };
  });
  await step('content write', () => pub('/content/posts', 'POST'));

  // Content API keys (issue 26): shown once, never listed, revocable; a key opens the export.
  await step('content key blank', () => createContentKey(client, ' '));
  const contentKey = await createContentKey(client, 'Static build');
  t['content key create'] = {
    fields: Object.keys(contentKey).sort(),
    key: /^cak_[A-Za-z0-9_-]{43}$/.test(contentKey.key),
  };
  await step('content keys list', async () => {
    const keys = await listContentKeys(client);
    return { keys, holdsKey: JSON.stringify(keys).includes(contentKey.key) };
  });
  const keyed = async (path: string, key: string | null) => {
    const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
    const response = await target.fetch(`${target.baseURL}${path}`, { headers });
    const text = await response.text();
    const lines = response.ok && path.endsWith('.ndjson') ? text.trimEnd().split('\n') : [];
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      blogIds: lines.map((line) => (JSON.parse(line) as { blogId: string }).blogId).sort(),
    };
  };
  await step('content export without a key', () => keyed('/content/export.ndjson', null));
  await step('content export', () => keyed('/content/export.ndjson', contentKey.key));
  await step('content with a key', () => keyed('/content/categories', contentKey.key));
  await step('content key revoke', () => deleteContentKey(client, contentKey.id));
  await step('content with a revoked key', () => keyed('/content/categories', contentKey.key));
  await step('content key revoke again', () => deleteContentKey(client, contentKey.id));

  // Full-text search (issue 15): body words, title matches first, the palette's grouped search.
  await createBlog(
    client,
    {
      ...blog,
      title: 'Rivers',
      blogId: 'fts-title',
      blogUrl: 'https://example.com/blog/fts-title',
      categoryName: 'Updates',
      content: '<p>Calm water.</p>',
      image: null,
    },
    ctx,
  );
  await createBlog(
    client,
    {
      ...blog,
      title: 'Weekend',
      blogId: 'fts-body',
      blogUrl: 'https://example.com/blog/fts-body',
      categoryName: 'Updates',
      content: '<p>Down the <em>rivers</em> of Portugal by kayak.</p>',
      image: null,
    },
    ctx,
  );
  await step('blog search body word', () => client.request('/blogs/list?q=kayak'));
  await step('blog search title first', () => client.request('/blogs/list?q=river&page=1&pageSize=5'));
  await step('blog search syntax', () => client.request('/blogs/list?q=%22NEAR(kayak*%20-%3A'));
  await submit('/contacts/submit', { name: 'Rita', email: 'rita@example.org', subject: 'Rivers', message: 'Hi' });
  await submit('/api/enquiries', {
    name: 'Rui',
    emailId: 'rui@example.org',
    message: 'A river trip?',
    enquiryCategory: 'PAGE',
  });
  // Keyset paging (`after=nextCursor`): both stores walk the same pages to the same end, for each sort and a search.
  const walk = async (path: string) => {
    const pages: unknown[] = [];
    let after = '';
    for (let i = 0; i < 50; i++) {
      const page = await client.request<{ result: unknown[]; nextCursor: string | null }>(
        `${path}${path.includes('?') ? '&' : '?'}pageSize=1${after ? `&after=${after}` : ''}`,
      );
      pages.push(page);
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    return pages;
  };
  for (const path of [
    '/blogs/list',
    '/blogs/list?sort=oldest',
    '/blogs/list?sort=title',
    '/blogs/list?q=river',
    '/category/listCategories',
    '/category/listCategories?sort=newest',
    '/meta/list?sort=title',
    '/api/enquiries/list',
    '/contacts/list?sort=oldest',
  ]) {
    await step(`cursor walk ${path}`, () => walk(path));
  }
  await step('cursor invalid', () =>
    client.request('/blogs/list?after=bm90LWEtY3Vyc29y').catch((error: unknown) => {
      if (!isApiError(error)) throw error;
      return { status: error.status, message: error.serverMessage, fields: error.fieldErrors };
    }),
  );
  // Ids differ between the two stores; a recordId that is the id says so instead.
  const search = async (q: string, options?: { limit: number }) =>
    Object.fromEntries(
      Object.entries(await searchAll(client, q, options)).map(([type, hits]) => [
        type,
        hits.map((hit) => ({ ...hit, recordId: hit.recordId === String(hit.id) ? 'the id' : hit.recordId })),
      ]),
    );
  await step('search', () => search('river'));
  await step('search limit', () => search('river', { limit: 1 }));
  await step('search every type', () => search('example'));
  await step('search bad limit', () => searchAll(client, 'x', { limit: 11 }));
  await step('search empty', () => searchAll(client, '  '));
  // The trash's refusals say what to do: these steps keep the server's message.
  await trashSteps(client, async (name, run) => void (t[name] = await answerOf(run)));
  // Revisions and draft preview (issue 27): the refusals keep the server's words too.
  await revisionSteps(client, async (name, run) => void (t[name] = await answerOf(run)));
  // The media library (issue 28): the in-use refusal keeps the server's words.
  await mediaSteps(client, async (name, run) => void (t[name] = await answerOf(run)));
  await client.request('/auth/logout', { method: 'POST' });
  await step('after logout', () => getMe(client));
  return t;
}

type Client = ReturnType<typeof createApiClient>;
type Step = (name: string, run: () => Promise<unknown>) => Promise<void>;

/** A refusal's status and the server's own words (the trash's 409s say what to do). */
async function answerOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { ok: normalise(await run()) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { status: error.status, message: error.serverMessage, fields: Object.keys(error.fieldErrors ?? {}).sort() };
  }
}

/** The trash and bulk calls (issue 14, docs/api.md#trash), after the script's deletes. */
async function trashSteps(client: Client, step: Step): Promise<void> {
  const call = <T>(path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', body?: object) =>
    client.request<T>(path, { method, body });
  const list = async (query = '') => {
    const answer = await call<{ result: TrashItem[]; total: number; page: number; pageSize: number }>(
      `/trash/list${query}`,
      'GET',
    );
    return answer;
  };
  // Ids and instants differ between the two stores: compare what each item says, and that purgeAt is 30 days on.
  const shown = async (query = '') => {
    const { result, ...paging } = await list(query);
    return {
      ...paging,
      items: result.map((item) => ({
        type: item.type,
        recordId: item.type === 'blog' ? item.recordId : 'numeric',
        label: item.label,
        deletedBy: item.deletedBy,
        retentionDays: (Date.parse(item.purgeAt) - Date.parse(item.deletedAt)) / 86_400_000,
      })),
    };
  };
  const idOf = async (type: string, label: string) =>
    (await list(`?type=${type}&pageSize=100`)).result.find((item) => item.label === label)!.id;

  await step('trash list', () => shown());
  await step('trash list blogs', () => shown('?type=blog&page=1&pageSize=1'));
  await step('trash search', () => shown('?q=KOFI'));
  await step('trash list bad type', () => list('?type=user'));
  await step('trash list bad paging', () => list('?pageSize=101'));
  const second = await idOf('blog', 'Second');
  await step('blog create while in trash', () => {
    const form = new FormData();
    const fields = {
      blogId: 'second',
      blogTitle: 'Again',
      blogUrl: 'https://example.com/blog/again',
      metaTitle: 'Again',
      metaDescription: 'Again',
      description: '<p>Again</p>',
      category: 'Updates',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return client.request('/blogs/createBlog', { method: 'POST', body: form });
  });
  await step('blog create with a trashed post url', () => {
    const form = new FormData();
    const fields = {
      blogId: 'third',
      blogTitle: 'Third',
      blogUrl: 'https://example.com/blog/second',
      metaTitle: 'Third',
      metaDescription: 'Third',
      description: '<p>Third</p>',
      category: 'Updates',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return client.request('/blogs/createBlog', { method: 'POST', body: form });
  });
  await step('blog update to a trashed post url', () => {
    const form = new FormData();
    form.append('blogUrl', 'https://EXAMPLE.com/blog/second/');
    return client.request('/blogs/updateBlog/spaced', { method: 'PUT', body: form });
  });
  await step('trash restore blog', () => call('/trash/restore', 'POST', { type: 'blog', id: second }));
  await step('trash restore again', () => call('/trash/restore', 'POST', { type: 'blog', id: second }));
  await step('trash restore bad id', () => call('/trash/restore', 'POST', { type: 'blog', id: '1' }));
  await call('/blogs/deleteBlog/second', 'DELETE');
  await step('trash purge', () => call('/trash/purge', 'DELETE', { type: 'blog', id: second }));
  await step('trash purge again', () => call('/trash/purge', 'DELETE', { type: 'blog', id: second }));

  await call('/category/addCategory', 'POST', { category: 'Old news', categoryUrl: '/old', categoryDescription: 'x' });
  const oldNews = (await listCategories(client)).items.find((row) => row.name === 'Old news')!.id;
  await call(`/category/deleteCategory/${oldNews}`, 'DELETE');
  await step('category create while in trash', () =>
    call('/category/addCategory', 'POST', { category: ' OLD  NEWS', categoryUrl: '/o', categoryDescription: 'x' }),
  );
  await step('trash restore category', () => call('/trash/restore', 'POST', { type: 'category', id: oldNews }));
  await step('bulk trash category in use', () => {
    const updates = client.request<{ result: { id: number; category: string }[] }>('/category/listCategories');
    return updates.then(({ result }) =>
      call('/bulk/trash', 'POST', { type: 'category', ids: result.map((row) => row.id) }),
    );
  });

  const submit = (name: string) =>
    client.request<{ result: { id: number } }>('/api/enquiries', {
      method: 'POST',
      auth: 'none',
      body: { name, emailId: `${name.toLowerCase()}@example.org`, message: 'Hi', enquiryCategory: 'HEADER' },
    });
  const enquiries = [(await submit('Bea')).result.id, (await submit('Cai')).result.id];
  await step('bulk trash', () => call('/bulk/trash', 'POST', { type: 'enquiry', ids: [...enquiries, 999_999] }));
  await step('bulk trash again', () => call('/bulk/trash', 'POST', { type: 'enquiry', ids: enquiries }));
  await step('bulk trash over the cap', () =>
    call('/bulk/trash', 'POST', { type: 'enquiry', ids: Array.from({ length: 501 }, (_, i) => i + 1) }),
  );
  await step('bulk trash empty', () => call('/bulk/trash', 'POST', { type: 'enquiry', ids: [] }));
  await step('bulk trash bad ids', () => call('/bulk/trash', 'POST', { type: 'enquiry', ids: [1.5] }));
  await step('bulk trash bad type', () => call('/bulk/trash', 'POST', { type: 'page', ids: [1] }));
  await step('trash restoreMany', () =>
    call('/trash/restoreMany', 'POST', { type: 'enquiry', ids: [...enquiries, 999_999] }),
  );
  await step('enquiries after undo', () => listEnquiries(client, { enquiryCategory: 'HEADER' }));

  const contact = (
    await client.request<{ result: { id: number } }>('/contacts/submit', {
      method: 'POST',
      auth: 'none',
      body: { name: 'Dee', email: 'dee@example.org', subject: 'Hi', message: 'Hello' },
    })
  ).result.id;
  const status = (ids: number[], to: string) => call('/contacts/bulkStatus', 'POST', { ids, status: to });
  await step('contacts bulkStatus replied', () => status([contact, 999_999], 'replied'));
  await step('contacts bulkStatus backwards', () => status([contact], 'read'));
  await step('contacts bulkStatus bad status', () => status([contact], 'new'));
  await step('dashboard with trash', async () => (await getDashboardSummary(client)).trashed);
  await step('trash empty', () => call('/trash/empty', 'DELETE'));
  await step('trash after empty', () => shown());
  await step('activity after trash', async () =>
    (await listActivity(client, 50)).slice(0, 12).map((row) => [row.type, row.action, row.exists]),
  );

  // Redirects (issue 29): the same rules over both stores.
  const redirects = () =>
    call<{ result: { from: string; to: string; status: number; auto: boolean }[] }>('/redirects/list', 'GET').then(
      (answer) => answer.result.map((r) => [r.from, r.to, r.status, r.auto]),
    );
  await step('redirect create', () => call('/redirects/create', 'POST', { from: '/c-old', to: '/c-mid' }));
  await step('redirect chain collapsed', async () => {
    await call('/redirects/create', 'POST', { from: '/c-mid', to: '/c-new', status: 308 });
    return redirects();
  });
  await step('redirect loop', () => call('/redirects/create', 'POST', { from: '/c-new', to: '/c-old' }));
  await step('redirect taken', () => call('/redirects/create', 'POST', { from: '/c-old/', to: '/c-x' }));
  await step('redirect bad status', () => call('/redirects/create', 'POST', { from: '/c-y', to: '/c-z', status: 303 }));
  // Webhooks: the secret is shown once, in one form; the list never holds it.
  await step('webhook create', async () => {
    const { result } = await call<{ result: Record<string, unknown> & { secret: string } }>(
      '/webhooks/create',
      'POST',
      {
        name: 'Build',
        url: 'https://hooks.example.com/build',
        events: ['site.changed', 'post.published'],
      },
    );
    const list = await call<{ result: unknown[] }>('/webhooks/list', 'GET');
    return {
      fields: Object.keys(result).sort(),
      secret: /^whsec_[A-Za-z0-9+/]{32}$/.test(result.secret),
      events: result.events,
      listed: JSON.stringify(list).includes(result.secret),
    };
  });
  await step('webhook bad events', () =>
    call('/webhooks/create', 'POST', { name: 'x', url: 'https://hooks.example.com/x', events: ['nope'] }),
  );
  // The panel's other webhook and redirect calls (issue 29's panel part): a ping is queued and logged, a redelivery
  // queues the same event again; what the receiver answered depends on the network, so only the events are compared.
  const hookId = async () => (await call<{ result: { id: number }[] }>('/webhooks/list', 'GET')).result[0]?.id ?? 0;
  const logged = async (id: number) =>
    (await call<{ result: { event: string; id: number }[] }>(`/webhooks/deliveries/${id}`, 'GET')).result;
  await step('webhook test', async () => call('/webhooks/test/' + (await hookId()), 'POST'));
  await step('webhook deliveries', async () => (await logged(await hookId())).map((row) => row.event));
  await step('webhook redeliver', async () => {
    const [first] = await logged(await hookId());
    await call(`/webhooks/redeliver/${first?.id ?? 0}`, 'POST');
    return (await logged(await hookId())).map((row) => row.event);
  });
  await step('webhook test unknown', () => call('/webhooks/test/999999', 'POST'));
  await step('webhook deliveries unknown', () => call('/webhooks/deliveries/999999', 'GET'));
  await step('webhook redeliver unknown', () => call('/webhooks/redeliver/999999', 'POST'));
  await step('webhook switched off', async () => {
    const id = await hookId();
    // `failures` counts the server's real attempts at the ping, which the in-memory API never makes.
    const { result } = await call<{ result: { active: boolean; events: string[]; pausedAt: string | null } }>(
      `/webhooks/update/${id}`,
      'PUT',
      { active: false, events: ['post.published'] },
    );
    return [result.active, result.events, result.pausedAt];
  });
  const redirectRow = async (from: string) =>
    (await call<{ result: { id: number; from: string; version: number }[] }>('/redirects/list', 'GET')).result.find(
      (row) => row.from === from,
    ) ?? { id: 0, version: 0 };
  await step('redirect search', () => client.request('/redirects/list', { query: { q: 'c-mid' } }));
  await step('redirect update', async () => {
    const { id, version } = await redirectRow('/c-old');
    return call(`/redirects/update/${id}`, 'PUT', { status: 307, version });
  });
  await step('redirect get', async () => call(`/redirects/get/${(await redirectRow('/c-old')).id}`, 'GET'));
  await step('redirect get unknown', () => call('/redirects/get/999999', 'GET'));
  await step('redirect update stale', async () =>
    call(`/redirects/update/${(await redirectRow('/c-old')).id}`, 'PUT', { status: 302, version: 1 }),
  );
  await step('redirect update collapses chain', async () =>
    call(`/redirects/update/${(await redirectRow('/c-mid')).id}`, 'PUT', { to: '/c-old' }),
  );
  await step('redirect delete', async () => {
    await call(`/redirects/delete/${(await redirectRow('/c-old')).id}`, 'DELETE');
    return redirects();
  });
  await step('redirect delete unknown', () => call('/redirects/delete/999999', 'DELETE'));
  // A deleted redirect is in the trash (its `from` held there), and a restore is checked as a create would be.
  await step('redirect in the trash', () => shown('?type=redirect'));
  await step('redirect create held by the trash', () =>
    call('/redirects/create', 'POST', { from: '/c-old', to: '/c-x' }),
  );
  await call('/redirects/create', 'POST', { from: '/c-new', to: '/c-old' });
  const restoreRedirect = async (from: string) =>
    call('/trash/restore', 'POST', { type: 'redirect', id: await idOf('redirect', from) });
  await step('redirect restore loop', () => restoreRedirect('/c-old'));
  await step('redirect restore', async () => {
    await call(`/redirects/delete/${(await redirectRow('/c-new')).id}`, 'DELETE');
    await restoreRedirect('/c-old');
    return redirects();
  });
  await step('redirect bulk trash', async () => {
    const ids = [(await redirectRow('/c-old')).id, (await redirectRow('/c-mid')).id];
    return [await call('/bulk/trash', 'POST', { type: 'redirect', ids }), await redirects()];
  });
  await step('redirect restoreMany', async () => {
    const ids = [await idOf('redirect', '/c-old'), await idOf('redirect', '/c-mid')];
    return [await call('/trash/restoreMany', 'POST', { type: 'redirect', ids }), await redirects()];
  });
  await step('redirect purge', async () => {
    await call('/trash/purge', 'DELETE', { type: 'redirect', id: await idOf('redirect', '/c-new') });
    return shown('?type=redirect');
  });
  await step('dashboard schedule', async () => {
    const { result } = await call<{ result: { upcoming: unknown[]; problems: { kind: string }[] } }>(
      '/dashboard/schedule',
      'GET',
    );
    return { upcoming: result.upcoming, paused: result.problems.filter((row) => row.kind === 'paused').length };
  });
}

/** Revisions and draft preview (issue 27, docs/api.md#revisions, docs/api.md#draft-preview). */
async function revisionSteps(client: Client, step: Step): Promise<void> {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const put = (fields: Record<string, string>) =>
    client.request('/blogs/updateBlog/history-post', { method: 'PUT', body: form(fields) });
  await client.request('/blogs/createBlog', {
    method: 'POST',
    body: form({
      blogId: 'history-post',
      blogTitle: 'Good title',
      blogUrl: 'https://example.com/blog/history-post',
      metaTitle: 'History',
      metaDescription: 'History',
      description: '<p>Good body</p>',
      category: 'Updates',
      status: 'draft',
    }),
  });
  await put({ blogTitle: 'Broken title', version: '1' });
  await step('revision save without changes', () => put({ blogTitle: 'Broken title' }));
  await put({ status: 'published' });
  await step('revisions', () => listRevisions(client, 'blog', 'history-post'));
  await step('revisions page', () => listRevisions(client, 'blog', 'history-post', { pageSize: 2 }));
  await step('revisions after cursor', async () => {
    const first = await listRevisions(client, 'blog', 'history-post', { pageSize: 2 });
    return listRevisions(client, 'blog', 'history-post', { pageSize: 2, after: first.nextCursor ?? undefined });
  });
  await step('revisions bad paging', () => listRevisions(client, 'blog', 'history-post', { pageSize: 101 }));
  await step('revisions unknown post', () => listRevisions(client, 'blog', 'no-such-post'));
  await step('revision', () => getRevision(client, 'blog', 'history-post', 1));
  await step('revision unknown', () => getRevision(client, 'blog', 'history-post', 99));
  await step('restore stale', () => restoreRevision(client, 'blog', 'history-post', 1, 1));
  await step('restore', () => restoreRevision(client, 'blog', 'history-post', 1, 4));
  await step('restore again, nothing to change', () => restoreRevision(client, 'blog', 'history-post', 4, 5));
  await step('revisions after restore', () => listRevisions(client, 'blog', 'history-post'));
  await step('restore without version', () =>
    client.request('/blogs/restoreRevision/history-post/1', { method: 'POST', body: {} }),
  );

  const { result: category } = await client.request<{ result: { id: number } }>('/category/addCategory', {
    method: 'POST',
    body: { category: 'Kept', categoryUrl: '/kept', categoryDescription: 'x' },
  });
  await client.request(`/category/updateCategory/${category.id}`, {
    method: 'PUT',
    body: { categoryDescription: 'changed', version: 1 },
  });
  await step('category revisions', () => listRevisions(client, 'category', String(category.id)));
  await step('category restore', () => restoreRevision(client, 'category', String(category.id), 1, 2));

  const link = await createPreviewLink(client, 'history-post');
  const read = (token: string) =>
    client.request<{ result: Record<string, unknown> }>(`/content/preview/${token}`, { auth: 'none' });
  await step('preview link', () =>
    Promise.resolve({
      token: /^pv_[A-Za-z0-9_-]{43}$/.test(link.token),
      url: link.url.endsWith(`/preview/${link.token}`),
    }),
  );
  await put({ status: 'draft', blogTitle: 'Draft again' });
  await step('preview read', () => read(link.token));
  await step('preview unknown', () => read(`pv_${'A'.repeat(43)}`));
  await step('preview link unknown post', () => createPreviewLink(client, 'no-such-post'));
  await revokePreviewLinks(client, 'history-post');
  await step('preview revoked', () => read(link.token));
}

/**
 * The media library (issue 28, docs/api.md#media). The stores' files differ (the server encodes the image again, and
 * makes renditions in the background), so an asset is compared by what an editor sees of it.
 */
async function mediaSteps(client: Client, step: Step): Promise<void> {
  const png = (name: string) =>
    new File([Uint8Array.from(atob(MOCK_IMAGES['mountains.png']), (c) => c.charCodeAt(0))], name, {
      type: 'image/png',
    });
  const facts = ({
    originalName,
    mime,
    width,
    height,
    alt,
    caption,
    decorative,
    focalX,
    focalY,
    usedBy,
    version,
  }: Asset) => ({
    originalName,
    mime,
    width,
    height,
    alt,
    caption,
    decorative,
    focalX,
    focalY,
    usedBy,
    version,
  });
  const page = async (params: Parameters<typeof listMedia>[1]) => {
    const list = await listMedia(client, params);
    return { total: list.total, names: list.items.map((item) => item.originalName) };
  };
  const first = await uploadMedia(client, { file: png('peaks.png'), alt: 'Snowy peaks at dawn', caption: 'Alps' });
  await step('media upload', async () => facts(await getMedia(client, first.id)));
  await step('media upload decorative', async () =>
    facts(await uploadMedia(client, { file: png('rule.png'), decorative: true })),
  );
  await step('media upload svg', () =>
    uploadMedia(client, {
      file: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' }),
    }),
  );
  await step('media upload svg named png', () =>
    uploadMedia(client, {
      file: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.png', { type: 'image/png' }),
    }),
  );
  await step('media upload not an image', () =>
    uploadMedia(client, { file: new File(['hello'], 'x.png', { type: 'image/png' }) }),
  );
  // A real image with a script after its end is refused on both sides: the file must be exactly one image.
  await step('media upload image with a script after it', async () => {
    const image = new Uint8Array(await png('p.png').arrayBuffer());
    const polyglot = new File([image, '<script>alert(1)</script>'], 'p.png', { type: 'image/png' });
    return uploadMedia(client, { file: polyglot });
  });
  await step('media upload alt too long', () => uploadMedia(client, { file: png('long.png'), alt: 'a'.repeat(251) }));
  await step('media upload without file', () =>
    client.request('/media/upload', {
      method: 'POST',
      body: (() => {
        const f = new FormData();
        f.append('alt', 'x');
        return f;
      })(),
    }),
  );
  await step('media list', () => page({}));
  await step('media list by name', () => page({ sort: 'name' }));
  await step('media list q', () => page({ q: 'snowy' }));
  await step('media list paged', () => page({ pageSize: 1, page: 2, sort: 'oldest' }));
  await step('media update', async () =>
    facts(
      await updateMedia(client, { id: first.id, changes: { focalX: 0.25, focalY: 0.75, alt: 'Peaks' }, version: 1 }),
    ),
  );
  await step('media update stale', () => updateMedia(client, { id: first.id, changes: { alt: 'Late' }, version: 1 }));
  await step('media update bad focal', () => updateMedia(client, { id: first.id, changes: { focalX: 2 }, version: 2 }));
  await step('media update alt too long', () =>
    updateMedia(client, { id: first.id, changes: { alt: 'b'.repeat(251) }, version: 2 }),
  );
  const body = new FormData();
  for (const [name, value] of Object.entries({
    blogId: 'media-post',
    blogTitle: 'Media post',
    blogUrl: 'https://example.com/blog/media-post',
    metaTitle: 'Media',
    metaDescription: 'Media',
    description: '<p>Peaks</p>',
    category: 'Updates',
    status: 'draft',
    imageId: String(first.id),
  }))
    body.append(name, value);
  await step('media as featured image', async () => {
    const { result } = await client.request<{ result: { imageId: number | null } }>('/blogs/createBlog', {
      method: 'POST',
      body,
    });
    return result.imageId === first.id;
  });
  // The SEO report's image codes (docs/api.md#seo-health): an alt that is a file name, a data: image in a body.
  const named = await uploadMedia(client, { file: png('IMG_2041.png'), alt: 'IMG_2041' });
  const imageReport = async () => {
    const found = await Promise.all(
      (['image_alt_is_filename', 'image_oversized', 'inline_data_image'] as const).map((problem) =>
        getSeoReport(client, { problem, pageSize: 100 }),
      ),
    );
    return found.map((report) => ({ result: report.result, total: report.total }));
  };
  await step('seo images post', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      blogId: 'seo-images',
      blogTitle: 'SEO images',
      blogUrl: 'https://example.com/blog/seo-images',
      metaTitle: 'SEO images',
      metaDescription: 'A post whose images the SEO report reads: featured, in the text and inline.',
      description: `<p><img src="${mockImageDataUrl('desk.png')}" alt="Desk"><img src="https://example.com/p/sunset_beach.jpg" alt="sunset beach"></p>`,
      category: 'Updates',
      status: 'draft',
      imageId: String(named.id),
    }))
      form.append(name, value);
    const { result } = await client.request<{ result: { description: string } }>('/blogs/createBlog', {
      method: 'POST',
      body: form,
    });
    return result.description.includes('src="data:image/png;base64,');
  });
  await step('seo image codes', imageReport);
  await updateMedia(client, { id: named.id, changes: { alt: 'A harbour at dawn' }, version: 1 });
  await step('seo image codes after alt edit', imageReport);
  await step('media usage', () => getMediaUsage(client, first.id));
  await step('media list unused', () => page({ unused: true }));
  await step('media delete in use', () => deleteMedia(client, first.id));
  await step('media bulk trash in use', () =>
    client.request('/bulk/trash', { method: 'POST', body: { type: 'asset', ids: [first.id] } }),
  );
  await step('media usage unknown', () => getMediaUsage(client, 999_999));
  await step('media delete unused', async () => {
    const unused = await listMedia(client, { unused: true });
    return deleteMedia(client, unused.items[0]!.id);
  });
  await step('media list after delete', () => page({}));
  // An image uploaded with a post's own save is a library image (its asset's id differs between the stores).
  await step('media from a post save upload', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      blogId: 'upload-post',
      blogTitle: 'Upload post',
      blogUrl: 'https://example.com/blog/upload-post',
      metaTitle: 'Upload',
      metaDescription: 'Upload',
      description: '<p>Harbour</p>',
      category: 'Updates',
      status: 'draft',
    }))
      form.append(name, value);
    form.append('image', png('harbour.png'));
    const { result } = await client.request<{ result: { imageId: number | null } }>('/blogs/createBlog', {
      method: 'POST',
      body: form,
    });
    if (result.imageId === null) return 'no library image';
    return { asset: facts(await getMedia(client, result.imageId)), usage: await getMediaUsage(client, result.imageId) };
  });
  await step('media list after a post save upload', () => page({ q: 'harbour' }));
  // Uses follow the posts' writes: an update that moves the image from featured into the body, the post's trash and
  // its restore (a trashed post uses nothing).
  const used = async () => ({
    usage: await getMediaUsage(client, first.id),
    unused: (await page({ unused: true })).names,
  });
  await step('media usage after an update', async () => {
    const form = new FormData();
    form.append('imageId', '');
    form.append(
      'description',
      `<p>Peaks <img src="https://example.com/content/images/assets/${first.name}" alt="Peaks"></p>`,
    );
    await client.request('/blogs/updateBlog/media-post', { method: 'PUT', body: form });
    return used();
  });
  const { result: mediaPost } = await client.request<{ result: { id: number } }>('/blogs/getBlog/media-post');
  await step('media usage after the post is trashed', async () => {
    await client.request('/blogs/deleteBlog/media-post', { method: 'DELETE' });
    return used();
  });
  await step('media usage after the post is restored', async () => {
    await client.request('/trash/restore', { method: 'POST', body: { type: 'blog', id: mediaPost.id } });
    return used();
  });
}
