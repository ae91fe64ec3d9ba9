import { callApi, formatDate, h, libraryImage } from './api.js';
import { renderChrome } from './chrome.js';

/** Home: the published posts as cards, newest first, with a category filter and paging (both kept in the URL). */

const PAGE_SIZE = 9;
renderChrome();

const list = document.getElementById('posts');
const status = document.getElementById('posts-status');
const pager = document.getElementById('pager');
const select = document.getElementById('category-filter');

function readUrl() {
  const params = new URLSearchParams(location.search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { category: params.get('category') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1 };
}

function urlFor({ category, page }) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/?${query}` : '/';
}

function card(post) {
  const href = `/posts/${encodeURIComponent(post.blogId)}`;
  return h(
    'li',
    {},
    h(
      'article',
      { class: 'card' },
      post.image
        ? // The card's title says what it is: its image is decorative here.
          libraryImage(post.image, {
            class: 'card__image',
            alt: '',
            loading: 'lazy',
            sizes: '(max-width: 40rem) 100vw, 24rem',
          })
        : post.imageUrl
          ? h('img', { class: 'card__image', src: post.imageUrl, alt: '', loading: 'lazy', width: 640, height: 360 })
          : h('div', { class: 'card__image card__image--empty', 'aria-hidden': 'true' }),
      h(
        'div',
        { class: 'card__body' },
        h(
          'p',
          { class: 'card__meta' },
          h('span', { class: 'tag', dir: 'auto' }, post.category ?? 'Uncategorized'),
          ' ',
          h('time', { datetime: post.publishedAt }, formatDate(post.publishedAt)),
        ),
        h('h2', { class: 'card__title', dir: 'auto' }, h('a', { href }, post.blogTitle)),
        h('p', { class: 'card__excerpt', dir: 'auto' }, post.excerpt),
      ),
    ),
  );
}

function renderPager({ category, page }, total) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return pager.replaceChildren();
  pager.replaceChildren(
    page > 1 ? h('a', { href: urlFor({ category, page: page - 1 }), rel: 'prev' }, '← Newer posts') : h('span'),
    h('span', { 'aria-current': 'page' }, `Page ${page} of ${pages}`),
    page < pages ? h('a', { href: urlFor({ category, page: page + 1 }), rel: 'next' }, 'Older posts →') : h('span'),
  );
}

async function loadCategories(current) {
  const { ok, data } = await callApi('/content/categories');
  if (!ok || !Array.isArray(data?.result)) return;
  const options = data.result
    .filter((c) => c.postCount > 0 || c.category === current)
    .map((c) => h('option', { value: c.category, dir: 'auto' }, `${c.category} (${c.postCount})`));
  select.replaceChildren(h('option', { value: '' }, 'All categories'), ...options);
  select.value = current;
}

async function loadPosts() {
  const state = readUrl();
  const query = new URLSearchParams({ page: String(state.page), pageSize: String(PAGE_SIZE) });
  if (state.category) query.set('category', state.category);
  list.setAttribute('aria-busy', 'true');
  status.textContent = 'Loading posts…';
  const { ok, data } = await callApi(`/content/posts?${query}`);
  list.removeAttribute('aria-busy');
  if (!ok || !Array.isArray(data?.result)) {
    list.replaceChildren();
    pager.replaceChildren();
    const retry = h('button', { type: 'button', class: 'button' }, 'Try again');
    retry.addEventListener('click', () => void loadPosts());
    status.replaceChildren('The posts could not be loaded. ', retry);
    return;
  }
  list.replaceChildren(...data.result.map(card));
  status.textContent =
    data.total === 0
      ? state.category
        ? `No posts in ${state.category} yet.`
        : 'No posts yet.'
      : `${data.total} ${data.total === 1 ? 'post' : 'posts'}${state.category ? ` in ${state.category}` : ''}`;
  renderPager(state, data.total);
}

select.addEventListener('change', () => {
  history.pushState(null, '', urlFor({ category: select.value, page: 1 }));
  void loadPosts();
});
window.addEventListener('popstate', () => {
  select.value = readUrl().category;
  void loadPosts();
});

void loadCategories(readUrl().category);
void loadPosts();
