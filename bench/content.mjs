// The public Content API at scale (issue 13), on the seeded server (100,000 posts, every 50th a draft):
// - /content/posts p50/p95 over 200 sequential requests for page 1 and 200 for deep pages (the second half of the
//   pages, the last included), pageSize 24, after 10 warm-up requests; no session;
// - the same page-1 URL with If-None-Match (a 304): p50/p95 over 200 requests;
// - /content/sitemap.xml with every page of its index: total time for all URLs, time to the first byte of the biggest
//   page, bytes, and the server's resident memory before, at its peak during (sampled every 20 ms) and after (a
//   streamed answer does not hold the rows).
// Budgets: posts p95 ≤ 20 ms (page 1 and deep); every sitemap URL (100,000 at the default seed) ≤ 1 s in total; a
// 304's median no higher than a full page 1's (medians: a p95 of 200 requests on a busy machine is noise).
import { readFileSync } from 'node:fs';
import { percentile, round } from './harness.mjs';

export const POSTS_P95_BUDGET_MS = 20;
export const SITEMAP_BUDGET_MS = 1000;
const REQUESTS = 200;
const PAGE_SIZE = 24;

async function timed(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200 && response.status !== 304) throw new Error(`${url} answered ${response.status}`);
  return { ms, status: response.status, bytes: body.byteLength, body, etag: response.headers.get('etag') };
}

const stats = (ms) => ({
  p50: round(percentile(ms, 50), 2),
  p95: round(percentile(ms, 95), 2),
  max: round(Math.max(...ms), 2),
});

/** Resident memory of the server process (Linux), in MB; null elsewhere. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: round(kb('VmRSS') / 1024, 1), peak: round(kb('VmHWM') / 1024, 1) };
  } catch {
    return null;
  }
}

/** Fetches one sitemap document as a stream: time to first byte, total time, bytes and <loc> count. */
async function streamed(url) {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.getReader();
  let firstByteMs = null;
  let bytes = 0;
  let locs = 0;
  let tail = '';
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - started;
    bytes += value.byteLength;
    const text = tail + decoder.decode(value, { stream: true });
    locs += (text.match(/<loc>/g) ?? []).length;
    tail = text.slice(-5);
    locs -= (tail.match(/<loc>/g) ?? []).length;
  }
  locs += (tail.match(/<loc>/g) ?? []).length;
  return { ms: performance.now() - started, firstByteMs, bytes, locs, text: tail };
}

export async function runContent(env) {
  if (!env.seeded?.blogs) throw new Error('the content benchmark needs a seeded server');
  const base = `${env.apiUrl}/content/posts?pageSize=${PAGE_SIZE}&page=`;
  const first = await timed(`${base}1`);
  const total = JSON.parse(Buffer.from(first.body).toString('utf8')).total;
  for (let i = 0; i < 10; i++) await timed(`${base}1`);
  const page1 = [];
  for (let i = 0; i < REQUESTS; i++) page1.push((await timed(`${base}1`)).ms);
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const half = Math.ceil(last / 2);
  const deep = [];
  for (let i = 0; i < REQUESTS; i++) {
    const page = i === 0 ? last : half + ((i * 7919) % (last - half + 1));
    deep.push((await timed(`${base}${page}`)).ms);
  }
  const notModified = [];
  for (let i = 0; i < REQUESTS; i++) {
    const reply = await timed(`${base}1`, { 'If-None-Match': first.etag });
    if (reply.status !== 304) throw new Error(`If-None-Match answered ${reply.status}, not 304`);
    notModified.push(reply.ms);
  }

  const memoryBefore = rssMb(env.serverPid);
  // The peak while the sitemap is read, sampled every 20 ms (VmHWM is the process's peak since it started: an earlier
  // benchmark's, not the sitemap's).
  let sitemapPeak = memoryBefore?.rss ?? 0;
  const sampler = setInterval(() => (sitemapPeak = Math.max(sitemapPeak, rssMb(env.serverPid)?.rss ?? 0)), 20);
  const sitemapStarted = performance.now();
  const index = await streamed(`${env.apiUrl}/content/sitemap.xml`);
  const indexText = await (await fetch(`${env.apiUrl}/content/sitemap.xml`)).text();
  const pageUrls = [...indexText.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const pages = [];
  for (const url of pageUrls) {
    const { pathname, search } = new URL(url);
    pages.push(await streamed(`${env.apiUrl}${pathname}${search}`));
  }
  const sitemapMs = round(performance.now() - sitemapStarted, 0);
  clearInterval(sampler);
  const memoryAfter = rssMb(env.serverPid);
  if (memoryAfter) sitemapPeak = Math.max(sitemapPeak, memoryAfter.rss);
  const urls = pageUrls.length ? pages.reduce((sum, page) => sum + page.locs, 0) : index.locs;
  const biggest = [...pages, index].sort((a, b) => b.bytes - a.bytes)[0];

  const posts = { total, page1: stats(page1), deep: stats(deep), notModified: stats(notModified) };
  const sitemap = {
    urls,
    indexPages: pageUrls.length,
    totalMs: sitemapMs,
    bytes: pages.reduce((sum, page) => sum + page.bytes, 0) || index.bytes,
    biggestPage: { ms: round(biggest.ms, 0), firstByteMs: round(biggest.firstByteMs ?? NaN, 1), bytes: biggest.bytes },
    serverMemoryMb: { before: memoryBefore, peakDuring: memoryBefore ? sitemapPeak : null, after: memoryAfter },
  };
  const problems = [];
  for (const kind of ['page1', 'deep']) {
    if (posts[kind].p95 > POSTS_P95_BUDGET_MS) {
      problems.push(`/content/posts ${kind} p95 ${posts[kind].p95} ms > ${POSTS_P95_BUDGET_MS} ms`);
    }
  }
  if (sitemapMs > SITEMAP_BUDGET_MS) problems.push(`sitemap ${urls} URLs in ${sitemapMs} ms > ${SITEMAP_BUDGET_MS} ms`);
  if (posts.notModified.p50 > posts.page1.p50) {
    problems.push(`304 p50 ${posts.notModified.p50} ms > a full page 1's ${posts.page1.p50} ms`);
  }
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  const memory = memoryBefore
    ? `${memoryBefore.rss} / ${sitemapPeak} / ${memoryAfter?.rss} MB (the process's peak so far ${memoryAfter?.peak} MB)`
    : 'n/a';
  return {
    figures: { seeded: env.seeded, pageSize: PAGE_SIZE, posts, sitemap },
    budgets: { postsP95Ms: POSTS_P95_BUDGET_MS, sitemapMs: SITEMAP_BUDGET_MS },
    rows: [
      [
        `/content/posts page 1 p50 / p95 (${total} visible)`,
        `${posts.page1.p50} / ${posts.page1.p95} ms`,
        `p95 ≤ ${POSTS_P95_BUDGET_MS} ms`,
        posts.page1.p95 <= POSTS_P95_BUDGET_MS,
      ],
      [
        '/content/posts deep pages p50 / p95',
        `${posts.deep.p50} / ${posts.deep.p95} ms`,
        `p95 ≤ ${POSTS_P95_BUDGET_MS} ms`,
        posts.deep.p95 <= POSTS_P95_BUDGET_MS,
      ],
      [
        '/content/posts page 1, If-None-Match → 304, p50 / p95',
        `${posts.notModified.p50} / ${posts.notModified.p95} ms`,
        'p50 ≤ page 1 p50',
        posts.notModified.p50 <= posts.page1.p50,
      ],
      [
        `/content/sitemap.xml, all ${urls} URLs (${pageUrls.length ? `index + ${pageUrls.length} pages` : 'one urlset'})`,
        `${sitemapMs} ms, ${mb(sitemap.bytes)}; biggest page first byte ${sitemap.biggestPage.firstByteMs} ms`,
        `≤ ${SITEMAP_BUDGET_MS} ms`,
        sitemapMs <= SITEMAP_BUDGET_MS,
      ],
      ['server memory before / peak during / after the sitemap', memory, '-', null],
    ],
    problems,
  };
}
