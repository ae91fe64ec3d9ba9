import { callApi, formatDate, h, libraryImage } from './api.js';
import { renderChrome } from './chrome.js';
import { renderPostHtml } from './postHtml.js';

/**
 * A post at /posts/<blogId>: its head from the post's meta fields, its image, title, date and sanitised body. At
 * /preview/<token> the same page shows the post a draft preview link names, as it is saved now.
 */
renderChrome();

const root = document.getElementById('post');
const preview = /^\/preview\//.test(location.pathname);
const key = decodeURIComponent(location.pathname.replace(/^\/(posts|preview)\//, '').replace(/\/+$/, ''));
const blogId = key;

function notFound(message) {
  document.title = 'Post not found · Northwind Studio';
  root.removeAttribute('aria-busy');
  root.replaceChildren(
    h('h1', {}, 'Post not found'),
    h('p', {}, message),
    h('p', {}, h('a', { href: '/' }, 'See all posts')),
  );
}

async function load() {
  const path = preview ? `/content/preview/${encodeURIComponent(key)}` : `/content/posts/${encodeURIComponent(blogId)}`;
  const { ok, status, data } = await callApi(path);
  if (status === 404 && preview) return notFound('This preview link has expired or was revoked.');
  if (status === 404) return notFound('This post does not exist or is not published.');
  if (!ok || !data?.result) {
    const retry = h('button', { type: 'button', class: 'button' }, 'Try again');
    retry.addEventListener('click', () => void load());
    root.removeAttribute('aria-busy');
    return root.replaceChildren(h('h1', {}, 'This post could not be loaded'), h('p', {}, retry));
  }
  const post = data.result;
  // The server wrote the head when it sent the page (server/src/siteHead.ts); the title follows a later edit.
  document.title = post.metaTitle || post.blogTitle;

  const body = h('div', { class: 'post-body', dir: 'auto' });
  renderPostHtml(body, post.description ?? '');
  root.removeAttribute('aria-busy');
  root.replaceChildren(
    h(
      'header',
      { class: 'post-header' },
      h(
        'p',
        { class: 'card__meta' },
        h('span', { class: 'tag', dir: 'auto' }, post.category ?? 'Uncategorized'),
        ' ',
        post.publishedAt
          ? h('time', { datetime: post.publishedAt }, formatDate(post.publishedAt))
          : h('span', {}, 'Not published yet'),
      ),
      h('h1', { dir: 'auto' }, post.blogTitle),
    ),
    // replaceChildren writes null as the text "null": a post without an image has no element here at all.
    ...(post.image
      ? [
          libraryImage(post.image, {
            class: 'post-image',
            sizes: '(max-width: 46rem) 100vw, 44rem',
            // A decorative image is skipped by screen readers (alt=""); one nobody has described yet still says what it
            // is (an empty alt would hide it).
            alt: post.image.decorative ? '' : post.image.alt || `Featured image of ${post.blogTitle}`,
          }),
        ]
      : post.imageUrl
        ? [h('img', { class: 'post-image', src: post.imageUrl, alt: `Featured image of ${post.blogTitle}` })]
        : []),
    body,
    h('p', {}, h('a', { href: '/' }, '← All posts')),
  );
}

if (blogId) void load();
else notFound('No post was named in the address.');
