// The media library (issue 28), on the benchmark server (bench/harness.mjs):
// - upload of a 12-megapixel JPEG (4000 × 3000, under the 5 MB cap): time to the 201 (original decoded, re-encoded
//   and stored) and to every rendition listed on the asset (5 widths in two formats, 2 crops), polled every 100 ms;
//   3 uploads, median; beside each, the server's CPU time (user + system of its process, all its threads: /proc),
//   which the machine's other load moves far less than the wall time;
// - GET /media/list at BENCH_MEDIA_ASSETS assets (default 50,000, written straight into the SQLite file before the
//   calls: the server sees the write through PRAGMA data_version): p50/p95 of 100 pages along the newest-first order
//   (`after=` cursors, found by a walk with another page size), each cold: the read cache is emptied before each
//   request, as bench/lists.mjs does. For information, page 1, the "Unused" filter and a search, cold too.
// Budgets: original stored ≤ 3 s, all renditions ≤ 10 s (2 cores), media list p95 ≤ 20 ms. The load averages are
// reported beside the figures: on a shared machine the wall times mostly time the queue for a core.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { median, percentile, round } from './harness.mjs';

export const UPLOAD_BUDGET_MS = 3000;
export const RENDITIONS_BUDGET_MS = 10_000;
export const MEDIA_LIST_P95_BUDGET_MS = 20;
const ASSETS = Number(process.env.BENCH_MEDIA_ASSETS || 50_000);
const UPLOADS = Number(process.env.BENCH_MEDIA_UPLOADS || 3);
/** How long an upload's renditions are waited for: on a loaded shared machine the queue waits long for a core. */
const RENDITIONS_WAIT_MS = Number(process.env.BENCH_MEDIA_WAIT_MS || 600_000);

/** A 12-megapixel JPEG with detail enough to cost a real encode, small enough for the 5 MB cap. */
async function twelveMegapixels(seed) {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      raw[at] = (x * 255) / width;
      raw[at + 1] = (y * 255) / height;
      raw[at + 2] = ((x ^ y) + seed) & 0xff;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** CPU seconds (user + system) the server process has used (Linux /proc), or NaN elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/**
 * Times GETs one after another, each **cold**: before each, another connection writes the SQLite file (PRAGMA
 * user_version), so the server's read cache is emptied and the count and the page come from the database (as
 * bench/lists.mjs does); p50/p95/max in ms and the server's CPU ms per request.
 */
function coldTimer(env, token) {
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
  const conn = new DatabaseSync(path.join(env.dataDir, 'admin.sqlite'));
  conn.exec('PRAGMA busy_timeout = 5000');
  let version = conn.prepare('PRAGMA user_version').get().user_version;
  const timed = async (urls) => {
    const ms = [];
    const cpuBefore = cpuSeconds(env.serverPid);
    for (const url of urls) {
      conn.exec(`PRAGMA user_version = ${++version}`);
      const started = performance.now();
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      ms.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    }
    return {
      p50: round(percentile(ms, 50), 1),
      p95: round(percentile(ms, 95), 1),
      max: round(Math.max(...ms), 1),
      cpuMs: round(((cpuSeconds(env.serverPid) - cpuBefore) * 1000) / urls.length, 1),
    };
  };
  timed.close = () => conn.close();
  return timed;
}

async function uploadOnce(env, bytes) {
  const cpuBefore = cpuSeconds(env.serverPid);
  const form = new FormData();
  form.append('alt', 'Benchmark image');
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'bench.jpg');
  const started = performance.now();
  const response = await fetch(`${env.apiUrl}/media/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.session.token}` },
    body: form,
  });
  const stored = performance.now() - started;
  const storedCpu = cpuSeconds(env.serverPid) - cpuBefore;
  const { result } = await response.json();
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  for (;;) {
    const asset = await (
      await fetch(`${env.apiUrl}/media/getMedia/${result.id}`, {
        headers: { Authorization: `Bearer ${env.session.token}` },
      })
    ).json();
    const { widths, crops } = asset.result.renditions;
    if (widths.length === 5 && crops.square && crops.wide) break;
    if (performance.now() - started > RENDITIONS_WAIT_MS)
      throw new Error(`renditions did not appear within ${RENDITIONS_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stored, all: performance.now() - started, storedCpu, allCpu: cpuSeconds(env.serverPid) - cpuBefore };
}

/** Writes `count` asset rows straight into the benchmark's SQLite file (files are not needed to list them). */
function seedAssets(env, count) {
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
  const conn = new DatabaseSync(path.join(env.dataDir, 'admin.sqlite'));
  try {
    conn.exec('BEGIN');
    const insert = conn.prepare(
      `insert into assets (name, folder, originalName, mime, bytes, width, height, alt, caption, creator, createdAt, renditions)
       values (?, 'assets', ?, 'image/jpeg', 100000, 1600, 1200, ?, '', 'bench', ?, '')`,
    );
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      const name = `${i.toString(16).padStart(32, '0')}.jpg`;
      insert.run(name, `photo-${i}.jpg`, i % 3 ? `Photo number ${i}` : '', now - i * 1000);
    }
    conn.exec('COMMIT');
  } finally {
    conn.close();
  }
}

export async function runMedia(env) {
  const runs = [];
  const loadBefore = load();
  for (let i = 0; i < UPLOADS; i++) runs.push(await uploadOnce(env, await twelveMegapixels(i)));
  const stored = round(median(runs.map((run) => run.stored)), 0);
  const all = round(median(runs.map((run) => run.all)), 0);
  const storedCpu = round(median(runs.map((run) => run.storedCpu * 1000)), 0);
  const allCpu = round(median(runs.map((run) => run.allCpu * 1000)), 0);
  const uploadLoad = `${loadBefore} → ${load()}`;

  seedAssets(env, ASSETS);
  const { token } = env.session;
  const get = async (url) => (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).json();
  // The cursors of a walk 25 a page; the timed pages (24 a page from the same cursors) are URLs never asked before.
  const cursors = [];
  let cursor = (await get(`${env.apiUrl}/media/list?pageSize=25`)).nextCursor;
  for (let i = 0; i < 100 && cursor; i++) {
    cursors.push(cursor);
    cursor = (await get(`${env.apiUrl}/media/list?pageSize=25&after=${encodeURIComponent(cursor)}`)).nextCursor;
  }
  const urls = cursors.map((c) => `${env.apiUrl}/media/list?pageSize=24&after=${encodeURIComponent(c)}`);
  const listLoadBefore = load();
  const timed = coldTimer(env, token);
  let list, firstPages, unused, search;
  try {
    list = await timed(urls);
    // For information: page 1 (the Media screen's first view), the "Unused" filter and a search, each cold.
    firstPages = await timed(Array.from({ length: 20 }, () => `${env.apiUrl}/media/list?pageSize=24`));
    unused = await timed(Array.from({ length: 5 }, () => `${env.apiUrl}/media/list?pageSize=24&unused=true`));
    search = await timed(Array.from({ length: 5 }, () => `${env.apiUrl}/media/list?pageSize=24&q=number%2049`));
  } finally {
    timed.close();
  }
  const listCpu = list.cpuMs;
  const listLoad = `${listLoadBefore} → ${load()}`;
  const problems = [];
  if (stored > UPLOAD_BUDGET_MS) problems.push(`12-MP upload stored in ${stored} ms > ${UPLOAD_BUDGET_MS} ms`);
  if (all > RENDITIONS_BUDGET_MS) problems.push(`renditions after ${all} ms > ${RENDITIONS_BUDGET_MS} ms`);
  if (list.p95 > MEDIA_LIST_P95_BUDGET_MS)
    problems.push(`media list p95 ${list.p95} ms > ${MEDIA_LIST_P95_BUDGET_MS} ms`);
  return {
    figures: {
      stored,
      all,
      storedCpu,
      allCpu,
      uploadLoad,
      runs: runs.map((run) => ({
        stored: round(run.stored, 0),
        all: round(run.all, 0),
        storedCpu: round(run.storedCpu * 1000, 0),
        allCpu: round(run.allCpu * 1000, 0),
      })),
      assets: ASSETS,
      list: { ...list, pages: urls.length, load: listLoad },
      firstPage: firstPages,
      unused,
      search,
    },
    budgets: { uploadMs: UPLOAD_BUDGET_MS, renditionsMs: RENDITIONS_BUDGET_MS, listP95Ms: MEDIA_LIST_P95_BUDGET_MS },
    problems,
    rows: [
      [
        `12-MP JPEG upload: original stored (median of ${UPLOADS}; load ${uploadLoad})`,
        `${stored} ms (server CPU ${storedCpu} ms)`,
        `≤ ${UPLOAD_BUDGET_MS} ms`,
        stored <= UPLOAD_BUDGET_MS,
      ],
      [
        `12-MP JPEG upload: all renditions (median of ${UPLOADS})`,
        `${all} ms (server CPU ${allCpu} ms)`,
        `≤ ${RENDITIONS_BUDGET_MS} ms`,
        all <= RENDITIONS_BUDGET_MS,
      ],
      [
        `/media/list page at ${ASSETS} assets p50 / p95 (load ${listLoad})`,
        `${list.p50} / ${list.p95} ms (server CPU ${listCpu} ms a page)`,
        `p95 ≤ ${MEDIA_LIST_P95_BUDGET_MS} ms`,
        list.p95 <= MEDIA_LIST_P95_BUDGET_MS,
      ],
      ...[
        ['page 1 (20 times)', firstPages],
        ['unused=true page 1 (5 times)', unused],
        ['q search page 1 (5 times)', search],
      ].map(([what, figure]) => [
        `/media/list ${what} p50 / p95, cold`,
        `${figure.p50} / ${figure.p95} ms (server CPU ${figure.cpuMs} ms each)`,
        '—',
        true,
      ]),
    ],
  };
}
