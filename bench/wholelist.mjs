// The spec's whole-list call under load, on the seeded server (100,000 blogs by default): five `GET /blogs/list`
// without paging at once, each read to the end; meanwhile `/health` is called back to back and the server's resident
// memory is sampled from /proc every 20 ms.
// Figures: peak server RSS during the five calls, the slowest /health answer during them, bytes and time of the five.
// Budgets: peak RSS < 300 MB; slowest /health ≤ 100 ms.
// The budget holds after the full run's order, where `lists` ran on the same server first and left its caches full:
// run alone (`npm run bench -- wholelist`), this makes the API calls of `lists` first (bench/lists.mjs listsApiCalls),
// so the figure starts from the same state without the browser runs.
import { readFileSync } from 'node:fs';
import { round } from './harness.mjs';
import { listsApiCalls } from './lists.mjs';

export const PEAK_RSS_BUDGET_MB = 300;
export const HEALTH_BUDGET_MS = 100;
const CALLS = 5;

/** Resident memory of a process in MB (Linux /proc), or undefined elsewhere. */
function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a whole-list answer chunk by chunk without keeping it; returns its size and the rows' count. */
async function readWholeList(url, token) {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  let rows = 0;
  let tail = '';
  for await (const chunk of response.body) {
    bytes += chunk.length;
    // Rows are counted by their `"blogId":` key, across chunk borders.
    const text = tail + Buffer.from(chunk).toString('utf8');
    rows += text.split('"blogId":').length - 1;
    tail = text.slice(-12);
    const cut = tail.lastIndexOf('"blogId":');
    if (cut >= 0) tail = tail.slice(cut + 1);
  }
  return { bytes, rows };
}

export async function runWholeList(env) {
  if (!env.seeded?.blogs) throw new Error('the wholelist benchmark needs a seeded server');
  const { token } = env.session;
  const listsFirst = !env.listsApiCalled;
  if (listsFirst) {
    console.log('    the API calls of `lists` first (the state the full run reaches this benchmark in)…');
    await listsApiCalls(env);
  }
  const baseline = rssMb(env.serverPid);
  let peak = baseline ?? 0;
  const health = [];
  let running = true;
  const sampler = setInterval(() => {
    const now = rssMb(env.serverPid);
    if (now !== undefined) peak = Math.max(peak, now);
  }, 20);
  const poller = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${env.apiUrl}/health`);
      await response.arrayBuffer();
      health.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  let results;
  try {
    results = await Promise.all(Array.from({ length: CALLS }, () => readWholeList(`${env.apiUrl}/blogs/list`, token)));
  } finally {
    running = false;
    clearInterval(sampler);
    await poller;
  }
  const ms = performance.now() - started;
  const bytes = results.reduce((sum, r) => sum + r.bytes, 0);
  const rows = results[0].rows;
  const slowest = Math.max(...health);
  const problems = [];
  if (rows !== env.seeded.blogs) problems.push(`a whole list had ${rows} rows, not ${env.seeded.blogs}`);
  if (peak >= PEAK_RSS_BUDGET_MB) problems.push(`peak server RSS ${round(peak, 0)} MB ≥ ${PEAK_RSS_BUDGET_MB} MB`);
  if (slowest > HEALTH_BUDGET_MS) problems.push(`slowest /health ${round(slowest, 0)} ms > ${HEALTH_BUDGET_MS} ms`);
  return {
    figures: {
      rows,
      calls: CALLS,
      bytes,
      ms: round(ms, 0),
      baselineRssMb: baseline,
      peakRssMb: peak,
      health,
      listsFirst,
    },
    rows: [
      [
        `peak server RSS, ${CALLS} whole lists at once (${rows} blogs)`,
        `${round(peak, 0)} MB (${round(baseline ?? 0, 0)} MB before${listsFirst ? ', after the API calls of lists' : ''})`,
        `< ${PEAK_RSS_BUDGET_MB} MB`,
        peak < PEAK_RSS_BUDGET_MB,
      ],
      [
        `slowest /health during them (${health.length} calls)`,
        `${round(slowest, 0)} ms (median ${round(health.sort((a, b) => a - b)[Math.floor(health.length / 2)], 1)} ms)`,
        `≤ ${HEALTH_BUDGET_MS} ms`,
        slowest <= HEALTH_BUDGET_MS,
      ],
      [
        `${CALLS} whole lists, no paging`,
        `${round(bytes / 1e6, 1)} MB in ${round(ms, 0)} ms (${round(bytes / 1e6 / (ms / 1000), 1)} MB/s)`,
        '-',
        null,
      ],
    ],
    problems,
  };
}
