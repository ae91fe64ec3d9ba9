#!/usr/bin/env node
// A static blog built from the Content API (docs/content-api.md#a-static-site-from-one-script): an index page of every
// published post and one page per post, written to a folder any web server can serve. Run it after each publish (or
// on a timer): it asks the API whether anything changed first and rebuilds only then.
//   API_URL=http://127.0.0.1:3001 CONTENT_API_KEY=cak_… node docs/examples/static-site.mjs ./public
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const escape = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const page = (title, description, canonical, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="description" content="${escape(description)}">${canonical ? `<link rel="canonical" href="${escape(canonical)}">` : ''}
</head><body>${body}</body></html>
`;

/** Builds the site into `outDir`; returns the number of posts written, or null when nothing changed since last time. */
export async function buildSite({ apiUrl, outDir, key = process.env.CONTENT_API_KEY, fetch = globalThis.fetch }) {
  const auth = key ? { Authorization: `Bearer ${key}` } : {}; // a key: its own rate limit, not the IP's
  const get = async (pathAndQuery, headers = {}) => {
    const response = await fetch(new URL(pathAndQuery, apiUrl), { headers: { ...auth, ...headers } });
    if (response.status !== 200 && response.status !== 304) throw new Error(`${pathAndQuery}: HTTP ${response.status}`);
    return response;
  };
  // Any change to the content changes every ETag: one small conditional call tells whether to rebuild.
  const stamp = path.join(outDir, '.etag');
  const previous = await readFile(stamp, 'utf8').catch(() => '');
  const probe = await get('/content/posts?pageSize=1', previous ? { 'If-None-Match': previous } : {});
  if (probe.status === 304) return null;
  await mkdir(path.join(outDir, 'posts'), { recursive: true });
  const items = [];
  // 100 posts a call, bodies included; `after=<nextCursor>` pages by keyset: nothing skipped or read twice.
  for (let after = ''; ;) {
    const { result, nextCursor } = await (await get(`/content/posts?pageSize=100&include=description${after}`)).json();
    for (const post of result) {
      // `description` is HTML the server sanitised; every other field is plain text, escaped here.
      const image = post.imageUrl ? `<img src="${escape(post.imageUrl)}" alt="">` : '';
      const body = `<h1>${escape(post.blogTitle)}</h1>${image}${post.description}`;
      await writeFile(
        path.join(outDir, 'posts', `${post.blogId}.html`),
        page(post.metaTitle, post.metaDescription, post.blogUrl, body),
      );
      items.push(`<li><a href="posts/${post.blogId}.html">${escape(post.blogTitle)}</a> ${escape(post.excerpt)}</li>`);
    }
    if (!nextCursor) break;
    after = `&after=${nextCursor}`;
  }
  const index = page('Blog', 'Every post', null, `<h1>Blog</h1><ul>${items.join('')}</ul>`);
  await writeFile(path.join(outDir, 'index.html'), index);
  await writeFile(stamp, probe.headers.get('etag') ?? '');
  return items.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? 'public';
  const written = await buildSite({ apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3001', outDir });
  console.log(written === null ? 'Nothing changed.' : `${written} posts written to ${outDir}`);
}
