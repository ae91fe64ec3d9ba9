import { callApi, formatDate, h, setCanonical, setMeta } from './api.js';
import { renderChrome } from './chrome.js';
import { renderPostHtml } from './postHtml.js';

/** A post at /posts/<blogId>: its head from the post's meta fields, its image, title, date and sanitised body. */
renderChrome();

const root = document.getElementById('post');
const blogId = decodeURIComponent(location.pathname.replace(/^\/posts\//, '').replace(/\/+$/, ''));

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
  const { ok, status, data } = await callApi(`/content/posts/${encodeURIComponent(blogId)}`);
  if (status === 404) return notFound('This post does not exist or is not published.');
  if (!ok || !data?.result) {
    const retry = h('button', { type: 'button', class: 'button' }, 'Try again');
    retry.addEventListener('click', () => void load());
    root.removeAttribute('aria-busy');
    return root.replaceChildren(h('h1', {}, 'This post could not be loaded'), h('p', {}, retry));
  }
  const post = data.result;
  document.title = post.metaTitle || post.blogTitle;
  setMeta('description', post.metaDescription ?? '');
  setMeta('og:title', post.metaTitle || post.blogTitle, 'property');
  setMeta('og:description', post.metaDescription ?? '', 'property');
  setMeta('og:type', 'article', 'property');
  if (post.imageUrl) setMeta('og:image', post.imageUrl, 'property');
  if (post.blogUrl) setCanonical(post.blogUrl);

  const body = h('div', { class: 'post-body' });
  renderPostHtml(body, post.description ?? '');
  root.removeAttribute('aria-busy');
  root.replaceChildren(
    h(
      'header',
      { class: 'post-header' },
      h(
        'p',
        { class: 'card__meta' },
        h('span', { class: 'tag' }, post.category ?? 'Uncategorized'),
        ' ',
        h('time', { datetime: post.publishedAt }, formatDate(post.publishedAt)),
      ),
      h('h1', {}, post.blogTitle),
    ),
    post.imageUrl
      ? h('img', { class: 'post-image', src: post.imageUrl, alt: `Featured image of ${post.blogTitle}` })
      : null,
    body,
    h('p', {}, h('a', { href: '/' }, '← All posts')),
  );
}

if (blogId) void load();
else notFound('No post was named in the address.');
