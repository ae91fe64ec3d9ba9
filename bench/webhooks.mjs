// A burst of 500 saves of a visible post gives exactly one `site.changed` delivery (WEBHOOK_DEBOUNCE_SECONDS), and
// the saves stay as fast with a webhook listening. A receiver on 127.0.0.1 takes the deliveries (the server runs with
// WEBHOOK_ALLOW_PRIVATE=1 and the default debounce, bench/harness.mjs); a burst longer than six debounces
// gets more than one by design (a stream that never pauses is announced every six).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { percentile, round } from './harness.mjs';

const SAVES = Number(process.env.BENCH_WEBHOOK_SAVES || 500);
/** The server's WEBHOOK_DEBOUNCE_SECONDS in the bench environment (bench/harness.mjs): the default. */
const DEBOUNCE_S = 10;
/** A stream of changes that never pauses gets a delivery this many debounces after its first change (the service's). */
const MAX_WAIT_FACTOR = 6;
const SAVE_P95_BUDGET_MS = 100;

/** CPU seconds (user + system) the server process has used (Linux /proc), or NaN elsewhere: a figure load leaves be. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function receiver() {
  const received = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ at: Date.now(), json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/hook`, received, close: () => server.close() }),
    ),
  );
}

async function call(env, method, route, body) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${env.apiUrl}${route}`, {
    method,
    headers: {
      Authorization: `Bearer ${env.session.token}`,
      ...(isForm ? {} : { 'Content-Type': 'application/json' }),
    },
    body: isForm ? body : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

const form = (fields) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

export async function runWebhooks(env) {
  const hook = await receiver();
  try {
    const stamp = Date.now().toString(36);
    await call(env, 'POST', '/category/addCategory', {
      category: `Burst ${stamp}`,
      categoryUrl: `/burst-${stamp}`,
      categoryDescription: 'Burst',
    });
    const blogId = `burst-${stamp}`;
    await call(
      env,
      'POST',
      '/blogs/createBlog',
      form({
        blogId,
        blogTitle: 'Burst',
        blogUrl: `https://example.com/posts/${blogId}`,
        metaTitle: 'Burst',
        metaDescription: 'Burst',
        description: '<p>Burst</p>',
        category: `Burst ${stamp}`,
      }),
    );
    // The webhook starts listening after the post exists: only the burst's changes count.
    await new Promise((resolve) => setTimeout(resolve, (DEBOUNCE_S + 3) * 1000));
    await call(env, 'POST', '/webhooks/create', { name: 'Bench', url: hook.url, events: ['site.changed'] });
    const times = [];
    const load = round(os.loadavg()[0]);
    const cpuBefore = cpuSeconds(env.serverPid);
    const started = Date.now();
    for (let i = 0; i < SAVES; i += 1) {
      const t = performance.now();
      await call(env, 'PUT', `/blogs/updateBlog/${blogId}`, form({ blogTitle: `Burst ${i}` }));
      times.push(performance.now() - t);
    }
    const burstMs = Date.now() - started;
    const burstCpuS = round(cpuSeconds(env.serverPid) - cpuBefore);
    const deadline = Date.now() + (DEBOUNCE_S + 10) * 1000 + burstMs;
    while (!hook.received.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    // Anything more would arrive within another debounce window and tick.
    await new Promise((resolve) => setTimeout(resolve, (DEBOUNCE_S + 3) * 1000));
    const deliveries = hook.received.filter((r) => r.json.type === 'site.changed');
    const counted = deliveries.reduce((sum, r) => sum + (r.json.data?.count ?? 0), 0);
    const p95 = round(percentile(times, 95));
    const rows = [
      [`site.changed deliveries for ${SAVES} saves`, deliveries.length, 1, deliveries.length === 1],
      ['changes the delivery counts', counted, SAVES, counted === SAVES],
      ['save p95 (ms)', p95, SAVE_P95_BUDGET_MS, p95 <= SAVE_P95_BUDGET_MS],
      ['burst (ms)', burstMs, `one delivery while under ${MAX_WAIT_FACTOR * DEBOUNCE_S * 1000}`, null],
      ['server CPU in the burst (s)', burstCpuS, '', null],
      ['server CPU per save (ms)', round((burstCpuS * 1000) / SAVES), '', null],
      ['1-minute load at the burst', load, '', null],
    ];
    const problems = rows
      .filter(([, , , ok]) => ok === false)
      .map(([figure, value, budget]) => `${figure}: ${value} (budget ${budget})`);
    return {
      figures: { saves: SAVES, deliveries: deliveries.length, counted, p95, burstMs, burstCpuS, load },
      budgets: { saveP95Ms: SAVE_P95_BUDGET_MS },
      problems,
      rows,
    };
  } finally {
    hook.close();
  }
}
