// API throughput: autocannon on loopback, 10 s and 50 connections each, against /health and an authenticated
// /blogs/list?page=1&pageSize=24 of the same server, one after the other in one run.
// Budget (issue #18): the list page reaches ≥ 40% of /health's requests per second, with 0 errors (non-2xx included).
import autocannon from 'autocannon';
import { round } from './harness.mjs';

export const RATIO_BUDGET = 0.4;
const DURATION_S = 10;
const CONNECTIONS = 50;

function fire(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function figures(result) {
  return {
    requestsPerSecond: round(result.requests.average, 0),
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
  };
}

export async function runThroughput(env) {
  const health = figures(await fire(`${env.apiUrl}/health`));
  const list = figures(
    await fire(`${env.apiUrl}/blogs/list?page=1&pageSize=24`, { authorization: `Bearer ${env.session.token}` }),
  );
  const ratio = round(list.requestsPerSecond / health.requestsPerSecond, 3);
  const problems = [];
  if (ratio < RATIO_BUDGET) problems.push(`list/health ratio ${ratio} < ${RATIO_BUDGET}`);
  if (health.errors) problems.push(`/health had ${health.errors} errors (${JSON.stringify(health.statusCodes)})`);
  if (list.errors) problems.push(`the list page had ${list.errors} errors (${JSON.stringify(list.statusCodes)})`);
  return {
    figures: {
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      blogsInDatabase: env.seeded?.blogs ?? 0,
      health,
      list,
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
      ['list / health', `${round(ratio * 100, 1)}%`, `≥ ${RATIO_BUDGET * 100}%`, ratio >= RATIO_BUDGET],
    ],
    problems,
  };
}
