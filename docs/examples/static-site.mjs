#!/usr/bin/env node
// A static blog built from the Content API (docs/content-api.md#a-static-site-from-one-script): an index page of every
// published post and one page per post, written to a folder any web server can serve. Run it after each publish (or
// on a timer): it asks the API whether anything changed first and rebuilds only then.
//   API_URL=http://127.0.0.1:3001 node docs/examples/static-site.mjs ./public
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
export async function buildSite({ apiUrl, outDir, fetch = globalThis.fetch }) {
  const get = async (pathAndQuery, headers = {}) => {
    const response = await fetch(new URL(pathAndQuery, apiUrl), { headers });
    if (response.status !== 200 && response.status !== 304) throw new Error(`${pathAndQuery}: HTTP ${response.status}`);
    return response;
  };
  // Every answer's ETag changes with any change to the content, so one small call tells whether to rebuild.
  const stamp = path.join(outDir, '.etag');
  const previous = await readFile(stamp, 'utf8').catch(() => '');
  const probe = await get('/content/posts?page=1&pageSize=1', previous ? { 'If-None-Match': previous } : {});
  if (probe.status === 304) return null;

  const posts = [];
  for (let pageNo = 1; ; pageNo++) {
    const { result, total } = await (await get(`/content/posts?page=${pageNo}&pageSize=100`)).json();
    posts.push(...result);
    if (result.length === 0 || posts.length >= total) break;
  }
  await mkdir(path.join(outDir, 'posts'), { recursive: true });
  for (const { blogId } of posts) {
    const { result: post } = await (await get(`/content/posts/${encodeURIComponent(blogId)}`)).json();
    // `description` is HTML the server has already sanitised to the editor's allow-list.
    const body = `<h1>${escape(post.blogTitle)}</h1>${post.imageUrl ? `<img src="${escape(post.imageUrl)}" alt="">` : ''}${post.description}`;
    await writeFile(
      path.join(outDir, 'posts', `${blogId}.html`),
      page(post.metaTitle, post.metaDescription, post.blogUrl, body),
    );
  }
  const items = posts.map(
    (p) => `<li><a href="posts/${escape(p.blogId)}.html">${escape(p.blogTitle)}</a> ${escape(p.excerpt)}</li>`,
  );
  await writeFile(
    path.join(outDir, 'index.html'),
    page('Blog', 'Every post', null, `<h1>Blog</h1><ul>${items.join('')}</ul>`),
  );
  await writeFile(stamp, probe.headers.get('etag') ?? '');
  return posts.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? 'public';
  const written = await buildSite({ apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3001', outDir });
  console.log(written === null ? 'Nothing changed.' : `${written} posts written to ${outDir}`);
}
