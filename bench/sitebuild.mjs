// What a site builder does with the Content API (issue 26), on the seeded server (100,000 posts, every 50th a draft),
// with a Content API key made for the run:
// - GET /content/export.ndjson: every visible post with its body, read to the end as a stream: total time, time to
//   the first byte, lines, bytes, and the server's resident memory before, at its peak during (sampled every 20 ms)
//   and after (the export reads by keyset in batches of 100 and holds no more);
// - a full walk of /content/posts by nextCursor (pageSize 100, as a static build pages): total time, pages, and each
//   page's p50/p95 (keyset: a page deep in the list costs what the first does).
// Budgets: the server's memory grows by at most 64 MB during the export; every walked page p95 ≤ 20 ms; the walk and
// the export each see every visible post exactly once.
import { readFileSync } from 'node:fs';
import { percentile, round } from './harness.mjs';

export const EXPORT_MEMORY_BUDGET_MB = 64;
export const WALK_P95_BUDGET_MS = 20;
const WALK_PAGE_SIZE = 100;

/** Resident memory of the server process (Linux), in MB; null elsewhere. */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
    return Number.isFinite(kb) ? round(kb / 1024, 1) : null;
  } catch {
    return null;
  }
}

async function makeKey(env) {
  const response = await fetch(`${env.apiUrl}/contentKeys/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.session.token}` },
    body: JSON.stringify({ name: `bench ${new Date().toISOString()}` }),
  });
  if (response.status !== 201) throw new Error(`/contentKeys/create answered ${response.status}`);
  return (await response.json()).result.key;
}

/** Reads the export to its end: lines, bytes, first byte and total time, the distinct blogIds seen. */
async function readExport(env, key) {
  const started = performance.now();
  const response = await fetch(`${env.apiUrl}/content/export.ndjson`, { headers: { Authorization: `Bearer ${key}` } });
  if (!response.ok) throw new Error(`/content/export.ndjson answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const ids = new Set();
  let firstByteMs = null;
  let bytes = 0;
  let lines = 0;
  let tail = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - started;
    bytes += value.byteLength;
    const parts = (tail + decoder.decode(value, { stream: true })).split('\n');
    tail = parts.pop() ?? '';
    for (const line of parts) {
      ids.add(JSON.parse(line).blogId);
      lines++;
    }
  }
  return { ms: performance.now() - started, firstByteMs, bytes, lines, distinct: ids.size };
}

export async function runSiteBuild(env) {
  if (!env.seeded?.blogs) throw new Error('the site-build benchmark needs a seeded server');
  const key = await makeKey(env);
  const auth = { Authorization: `Bearer ${key}` };
  const visible = (await (await fetch(`${env.apiUrl}/content/posts?pageSize=1`, { headers: auth })).json()).total;

  const before = rssMb(env.serverPid);
  let peak = before ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(env.serverPid) ?? 0)), 20);
  const exported = await readExport(env, key);
  clearInterval(sampler);
  const after = rssMb(env.serverPid);
  if (after !== null) peak = Math.max(peak, after);

  const pageMs = [];
  const seen = new Set();
  const walkStarted = performance.now();
  for (let after = ''; ;) {
    const started = performance.now();
    const response = await fetch(`${env.apiUrl}/content/posts?pageSize=${WALK_PAGE_SIZE}${after}`, { headers: auth });
    const body = await response.json();
    pageMs.push(performance.now() - started);
    if (!response.ok) throw new Error(`walk answered ${response.status}: ${JSON.stringify(body)}`);
    for (const post of body.result) seen.add(post.blogId);
    if (!body.nextCursor) break;
    after = `&after=${body.nextCursor}`;
  }
  const walkMs = round(performance.now() - walkStarted, 0);
  const walk = {
    pages: pageMs.length,
    posts: seen.size,
    totalMs: walkMs,
    p50: round(percentile(pageMs, 50), 2),
    p95: round(percentile(pageMs, 95), 2),
  };
  const growth = before === null ? null : round(peak - before, 1);
  const exportFigures = {
    lines: exported.lines,
    distinct: exported.distinct,
    bytes: exported.bytes,
    totalMs: round(exported.ms, 0),
    firstByteMs: round(exported.firstByteMs ?? NaN, 1),
    serverMemoryMb: { before, peakDuring: before === null ? null : peak, after, growth },
  };
  const problems = [];
  if (exported.lines !== visible || exported.distinct !== visible) {
    problems.push(`export: ${exported.lines} lines (${exported.distinct} distinct) for ${visible} visible posts`);
  }
  if (growth !== null && growth > EXPORT_MEMORY_BUDGET_MB) {
    problems.push(`export grew the server by ${growth} MB > ${EXPORT_MEMORY_BUDGET_MB} MB`);
  }
  if (seen.size !== visible) problems.push(`cursor walk saw ${seen.size} posts of ${visible}`);
  if (walk.p95 > WALK_P95_BUDGET_MS) problems.push(`cursor walk page p95 ${walk.p95} ms > ${WALK_P95_BUDGET_MS} ms`);
  return {
    figures: { seeded: env.seeded, visible, export: exportFigures, walk },
    budgets: { exportMemoryGrowthMb: EXPORT_MEMORY_BUDGET_MB, walkP95Ms: WALK_P95_BUDGET_MS },
    rows: [
      [
        `/content/export.ndjson, ${exported.lines} posts with bodies`,
        `${exportFigures.totalMs} ms, ${(exported.bytes / 1e6).toFixed(1)} MB; first byte ${exportFigures.firstByteMs} ms`,
        'every visible post once',
        exported.lines === visible && exported.distinct === visible,
      ],
      [
        'server memory before / peak during / after the export',
        before === null ? 'n/a' : `${before} / ${peak} / ${after} MB (+${growth} MB)`,
        `growth ≤ ${EXPORT_MEMORY_BUDGET_MB} MB`,
        growth === null ? null : growth <= EXPORT_MEMORY_BUDGET_MB,
      ],
      [
        `/content/posts walked by nextCursor, pageSize ${WALK_PAGE_SIZE}: ${walk.pages} pages, ${walk.posts} posts`,
        `${walkMs} ms; page p50 / p95 ${walk.p50} / ${walk.p95} ms`,
        `page p95 ≤ ${WALK_P95_BUDGET_MS} ms, every post once`,
        walk.p95 <= WALK_P95_BUDGET_MS && seen.size === visible,
      ],
    ],
    problems,
  };
}
