// API throughput: autocannon on loopback, 50 connections, against /health and an authenticated
// /blogs/list?page=1&pageSize=24 of the same server, with the server logging as it ships (bench/harness.mjs: one line
// per request, JSON to a pipe; /health is not logged). Three rounds of 5 s on /health then 5 s on the list: each
// round's ratio compares two figures taken seconds apart, so a change in the machine's other load between them moves
// one round, not the median.
// Budget (issues #18, #34): the list page reaches ≥ 40% of /health's requests per second (median of the rounds' ratios),
// with 0 errors (non-2xx included), and its requests are logged (a run with logging off would not count).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { median, round } from './harness.mjs';

export const RATIO_BUDGET = 0.4;
const ROUNDS = 3;
const DURATION_S = 5;
const CONNECTIONS = 50;

function fire(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds (user + system) a process has used (Linux /proc), or undefined elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime: fields 14 and 15 of stat, counted from the state field (3) here.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** One autocannon run's figures, and the log bytes the server wrote per request meanwhile (once its pipe drained). */
async function measure(env, url, headers) {
  const before = env.logBytes();
  const cpuBefore = cpuSeconds(env.serverPid);
  const result = await fire(url, headers);
  await sleep(300);
  const cpu = cpuSeconds(env.serverPid) - cpuBefore;
  return {
    // The server's own CPU time per request: what logging adds, less moved by the machine's other load than req/s.
    serverCpuUsPerRequest: round((cpu * 1e6) / Math.max(1, result.requests.total), 0),
    requestsPerSecond: round(result.requests.average, 0),
    requests: result.requests.total,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statusCodes: result.statusCodeStats,
    logBytesPerRequest: round((env.logBytes() - before) / Math.max(1, result.requests.total), 1),
  };
}

/** The rounds of one URL together: median req/s and p99, summed requests and errors. */
function summarise(runs) {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    latencyP99Ms: median(runs.map((r) => r.latencyP99Ms)),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    logBytesPerRequest: median(runs.map((r) => r.logBytesPerRequest)),
    serverCpuUsPerRequest: median(runs.map((r) => r.serverCpuUsPerRequest)),
    runs,
  };
}

export async function runThroughput(env) {
  const auth = { authorization: `Bearer ${env.session.token}` };
  const healthRuns = [];
  const listRuns = [];
  const ratios = [];
  for (let i = 0; i < ROUNDS; i++) {
    const health = await measure(env, `${env.apiUrl}/health`);
    const list = await measure(env, `${env.apiUrl}/blogs/list?page=1&pageSize=24`, auth);
    healthRuns.push(health);
    listRuns.push(list);
    ratios.push(round(list.requestsPerSecond / health.requestsPerSecond, 3));
    console.log(
      `    round ${i + 1}: /health ${health.requestsPerSecond} req/s (${health.serverCpuUsPerRequest} µs CPU each), list ${list.requestsPerSecond} req/s (${list.serverCpuUsPerRequest} µs CPU each, ${list.logBytesPerRequest} B logged): ${round(ratios[i] * 100, 1)}%`,
    );
  }
  const health = summarise(healthRuns);
  const list = summarise(listRuns);
  const ratio = median(ratios);
  const problems = [];
  if (ratio < RATIO_BUDGET) problems.push(`list/health ratio ${ratio} < ${RATIO_BUDGET}`);
  if (health.errors) problems.push(`/health had ${health.errors} errors`);
  if (list.errors) problems.push(`the list page had ${list.errors} errors`);
  if (list.logBytesPerRequest < 20) problems.push(`the list's requests were not logged (${list.logBytesPerRequest} B)`);
  return {
    figures: {
      rounds: ROUNDS,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      blogsInDatabase: env.seeded?.blogs ?? 0,
      health,
      list,
      ratios,
      ratio,
    },
    budgets: { ratio: RATIO_BUDGET, errors: 0 },
    rows: [
      [
        '/health',
        `${health.requestsPerSecond} req/s (p99 ${health.latencyP99Ms} ms, ${health.errors} errors)`,
        '0 errors',
        health.errors === 0,
      ],
      [
        `/blogs/list page of 24 (${env.seeded?.blogs ?? 0} blogs)`,
        `${list.requestsPerSecond} req/s (p99 ${list.latencyP99Ms} ms, ${list.errors} errors)`,
        '0 errors',
        list.errors === 0,
      ],
      [
        'server CPU per request (median of rounds)',
        `list ${list.serverCpuUsPerRequest} µs, /health ${health.serverCpuUsPerRequest} µs`,
        '-',
        null,
      ],
      [
        'log written per list request (JSON to a pipe)',
        `${list.logBytesPerRequest} B (/health ${health.logBytesPerRequest} B)`,
        'logged',
        list.logBytesPerRequest >= 20,
      ],
      [
        `list / health (median of ${ROUNDS} rounds)`,
        `${round(ratio * 100, 1)}% (${ratios.map((r) => `${round(r * 100, 1)}%`).join(', ')})`,
        `≥ ${RATIO_BUDGET * 100}%`,
        ratio >= RATIO_BUDGET,
      ],
    ],
    problems,
  };
}
