// Revisions at scale (issue 27), on a server seeded with 100,000 posts of 20 revisions each (BENCH_SEED_REVISIONS):
// - a history page: `GET /blogs/revisions/<blogId>?pageSize=20` for 200 different posts, each asked once (on SQLite a
//   repeated page would be answered from the read cache), after 5 warm-ups on other posts: p50/p95;
// - a restore: `POST /blogs/restoreRevision/<blogId>/1` at the post's version for 100 different posts, each once
//   (a real write: the new version, its revision, the retention check and the activity line): p50/p95.
// Budgets: p95 ≤ 20 ms for each.
import { getStatsEach, percentile, round } from './harness.mjs';

export const HISTORY_P95_BUDGET_MS = 20;
const PAGES = 200;
const RESTORES = 100;
const WARMUPS = 5;

const postId = (n) => `bench-post-${String(n).padStart(6, '0')}`;

export async function runHistory(env) {
  const { blogs, revisionsPerPost } = env.seeded ?? {};
  if (!blogs || !revisionsPerPost) throw new Error('the history benchmark needs posts seeded with revisions');
  const { token } = env.session;
  // Posts spread over the whole table; the warm-ups, the pages and the restores each use their own.
  const spread = (count, offset) =>
    Array.from({ length: count }, (_, i) => 1 + ((offset + i * Math.floor(blogs / count)) % blogs));
  const page = (n) => `${env.apiUrl}/blogs/revisions/${postId(n)}?pageSize=20`;
  const measured = spread(PAGES, 1);
  // Warm-ups on posts the measured pages do not ask (a repeated page would come from the read cache).
  const warmups = Array.from({ length: blogs }, (_, i) => i + 1)
    .filter((n) => !measured.includes(n))
    .slice(0, WARMUPS);
  const pages = await getStatsEach(measured.map(page), token, warmups.map(page));
  const ms = [];
  for (const n of spread(RESTORES, 3)) {
    const started = performance.now();
    const response = await fetch(`${env.apiUrl}/blogs/restoreRevision/${postId(n)}/1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: revisionsPerPost }),
    });
    await response.arrayBuffer();
    ms.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`restoring ${postId(n)} answered ${response.status}`);
  }
  const restore = { p50: round(percentile(ms, 50), 1), p95: round(percentile(ms, 95), 1) };
  const problems = [];
  if (pages.p95 > HISTORY_P95_BUDGET_MS)
    problems.push(`history page p95 ${pages.p95} ms > ${HISTORY_P95_BUDGET_MS} ms`);
  if (restore.p95 > HISTORY_P95_BUDGET_MS) problems.push(`restore p95 ${restore.p95} ms > ${HISTORY_P95_BUDGET_MS} ms`);
  return {
    figures: {
      seeded: env.seeded,
      page: { p50: pages.p50, p95: pages.p95, total: pages.body.total },
      restore,
    },
    budgets: { pageP95Ms: HISTORY_P95_BUDGET_MS, restoreP95Ms: HISTORY_P95_BUDGET_MS },
    problems,
    rows: [
      [
        `history page p50 / p95 (${PAGES} posts of ${pages.body.total} revisions, each asked once)`,
        `${pages.p50} / ${pages.p95} ms`,
        `p95 ≤ ${HISTORY_P95_BUDGET_MS} ms`,
        pages.p95 <= HISTORY_P95_BUDGET_MS,
      ],
      [
        `restore p50 / p95 (${RESTORES} posts)`,
        `${restore.p50} / ${restore.p95} ms`,
        `p95 ≤ ${HISTORY_P95_BUDGET_MS} ms`,
        restore.p95 <= HISTORY_P95_BUDGET_MS,
      ],
    ],
  };
}
