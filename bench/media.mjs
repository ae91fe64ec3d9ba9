// The media library (issue 28), on the benchmark server (bench/harness.mjs):
// - upload of a 12-megapixel JPEG (4000 × 3000, under the 5 MB cap): time to the 201 (original decoded, re-encoded
//   and stored) and to every rendition listed on the asset (5 widths in two formats, 2 crops), polled every 100 ms;
//   3 uploads, median;
// - GET /media/list at BENCH_MEDIA_ASSETS assets (default 50,000, written straight into the SQLite file before the
//   calls: the server sees the write through PRAGMA data_version): p50/p95 of 100 first pages with distinct `q`-less
//   sorts and cursors (`after=`), each URL once so the read cache is not what is timed.
// Budgets: original stored ≤ 3 s, all renditions ≤ 10 s (2 cores), media list p95 ≤ 20 ms. Say the load (`uptime`)
// beside any figure from a shared machine.
import path from 'node:path';
import sharp from 'sharp';
import { getStatsEach, median, round } from './harness.mjs';

export const UPLOAD_BUDGET_MS = 3000;
export const RENDITIONS_BUDGET_MS = 10_000;
export const MEDIA_LIST_P95_BUDGET_MS = 20;
const ASSETS = Number(process.env.BENCH_MEDIA_ASSETS || 50_000);
const UPLOADS = 3;

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

async function uploadOnce(env, bytes) {
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
    if (performance.now() - started > 120_000) throw new Error('renditions did not appear within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stored, all: performance.now() - started };
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
  for (let i = 0; i < UPLOADS; i++) runs.push(await uploadOnce(env, await twelveMegapixels(i)));
  const stored = round(median(runs.map((run) => run.stored)), 0);
  const all = round(median(runs.map((run) => run.all)), 0);

  seedAssets(env, ASSETS);
  const { token } = env.session;
  const first = await (
    await fetch(`${env.apiUrl}/media/list?pageSize=24`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  // Pages along the list by cursor: each URL distinct, so each is read from the database.
  const urls = [];
  let cursor = first.nextCursor;
  for (let i = 0; i < 100 && cursor; i++) {
    urls.push(`${env.apiUrl}/media/list?pageSize=24&after=${encodeURIComponent(cursor)}`);
    const page = await (await fetch(urls.at(-1), { headers: { Authorization: `Bearer ${token}` } })).json();
    cursor = page.nextCursor;
  }
  const list = await getStatsEach(urls.slice(1), token, urls.slice(0, 1));
  const problems = [];
  if (stored > UPLOAD_BUDGET_MS) problems.push(`12-MP upload stored in ${stored} ms > ${UPLOAD_BUDGET_MS} ms`);
  if (all > RENDITIONS_BUDGET_MS) problems.push(`renditions after ${all} ms > ${RENDITIONS_BUDGET_MS} ms`);
  if (list.p95 > MEDIA_LIST_P95_BUDGET_MS)
    problems.push(`media list p95 ${list.p95} ms > ${MEDIA_LIST_P95_BUDGET_MS} ms`);
  return {
    figures: { stored, all, assets: ASSETS, list: { p50: list.p50, p95: list.p95, pages: urls.length - 1 } },
    budgets: { uploadMs: UPLOAD_BUDGET_MS, renditionsMs: RENDITIONS_BUDGET_MS, listP95Ms: MEDIA_LIST_P95_BUDGET_MS },
    problems,
    rows: [
      [
        '12-MP JPEG upload: original stored (median of 3)',
        `${stored} ms`,
        `≤ ${UPLOAD_BUDGET_MS} ms`,
        stored <= UPLOAD_BUDGET_MS,
      ],
      [
        '12-MP JPEG upload: all renditions (median of 3)',
        `${all} ms`,
        `≤ ${RENDITIONS_BUDGET_MS} ms`,
        all <= RENDITIONS_BUDGET_MS,
      ],
      [
        `/media/list page at ${ASSETS} assets p50 / p95`,
        `${list.p50} / ${list.p95} ms`,
        `p95 ≤ ${MEDIA_LIST_P95_BUDGET_MS} ms`,
        list.p95 <= MEDIA_LIST_P95_BUDGET_MS,
      ],
    ],
  };
}
