// The spec's whole-list call under load, on the seeded server (100,000 blogs by default): five `GET /blogs/list`
// without paging at once, each read to the end; meanwhile `/health` is called back to back and the server's resident
// memory is sampled from /proc every 20 ms.
// Figures: peak server RSS during the five calls, the slowest /health answer during them, bytes and time of the five.
// Budgets: peak RSS < 300 MB; slowest /health ≤ 100 ms. The /health client is a worker thread of its own, with its own
// event loop: in the thread that reads the five lists, an answer waited for the reading of whatever list chunks
// had arrived before it, so the figure counted this process's own work as the server's.
// The budget holds after the full run's order, where `lists` ran on the same server first and left its caches full:
// run alone (`npm run bench -- wholelist`), this makes the API calls of `lists` first (bench/lists.mjs listsApiCalls),
// so the figure starts from the same state without the browser runs.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { round } from './harness.mjs';
import { listsApiCalls } from './lists.mjs';

export const PEAK_RSS_BUDGET_MB = 300;
export const HEALTH_BUDGET_MS = 100;
const CALLS = 5;
const ROW_KEY = Buffer.from('"blogId":');

/** Calls `/health` back to back until told to stop, then posts every answer's time in ms. */
const HEALTH_POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
parentPort.once('message', () => (running = false));
(async () => {
  const times = [];
  while (running) {
    const started = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  parentPort.postMessage(times);
})();
`;

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
  // Rows are counted by their `"blogId":` key in the bytes as they come, across chunk borders (the last bytes of a
  // chunk, too few to hold the whole key, are searched again with the next), without decoding the text.
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body) {
    bytes += chunk.length;
    const data = tail.length ? Buffer.concat([tail, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    let at = data.indexOf(ROW_KEY);
    let searched = 0;
    while (at >= 0) {
      rows++;
      searched = at + ROW_KEY.length;
      at = data.indexOf(ROW_KEY, searched);
    }
    tail = Buffer.from(data.subarray(Math.max(searched, data.length - ROW_KEY.length + 1)));
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
  const sampler = setInterval(() => {
    const now = rssMb(env.serverPid);
    if (now !== undefined) peak = Math.max(peak, now);
  }, 20);
  const poller = new Worker(HEALTH_POLLER, { eval: true, workerData: { url: `${env.apiUrl}/health` } });
  const polled = new Promise((resolve, reject) => {
    poller.once('message', resolve);
    poller.once('error', reject);
  });
  await new Promise((resolve) => poller.once('online', resolve));
  const started = performance.now();
  let results;
  let health = [];
  try {
    results = await Promise.all(Array.from({ length: CALLS }, () => readWholeList(`${env.apiUrl}/blogs/list`, token)));
  } finally {
    clearInterval(sampler);
    poller.postMessage('stop');
    health = await polled;
    await poller.terminate();
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
