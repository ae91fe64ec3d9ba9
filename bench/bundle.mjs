// Bundle benchmark: the JS and CSS the browser actually loads for /signin (signed out), /dashboard and /blog/list
// (signed in), recorded from Chromium's responses (script and stylesheet types) until network idle; gzip sizes at
// level 9.
// Budgets: /signin first-load JS ≤ 120 kB gzip (issue #18); no JS chunk of the build over 500 kB minified; Quill, Victory,
// DOMPurify and React Router never loaded on /signin (checked by content markers, bench/bundle-size.mjs LAZY_ONLY);
// zod, Formik and Yup never loaded on a list page (NOT_ON_LISTS).
// The bundle map: bench/results/bundle-map.html (rollup-plugin-visualizer's treemap of every chunk, gzip sizes) and,
// in the figures, what each file /signin loads is made of (gzip of each package's or folder's modules).
import { copyFileSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { FIRST_LOAD_JS_GZIP_BUDGET, LAZY_ONLY } from './bundle-size.mjs';
import { root, sessionScript } from './harness.mjs';

export const CHUNK_MINIFIED_BUDGET = 500 * 1000;
/**
 * Libraries a list page does without, by content markers that survive minification: zod (the contract's answer
 * shapes, which only the server and the tests build), and Formik and Yup (the forms'). A list page that loads one pays
 * for compiling it before its first card (bench/results/list-chunk-2026-11-28.md).
 */
const NOT_ON_LISTS = [
  { name: 'zod', code: /\$ZodType/ },
  { name: 'formik', code: /FormikContext/ },
  { name: 'yup', code: /is a required field/ },
];

/** After network idle, how long to keep listening for late chunks (reported, not counted as first load). */
const SETTLE_MS = 3000;

async function loadRoute(browser, url, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (session) await context.addInitScript(sessionScript(session));
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const pending = [];
  let idle = false;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !response.url().startsWith(origin)) return;
    const late = idle;
    pending.push(
      response.body().then((body) => ({
        file: new URL(response.url()).pathname.replace(/^\//, ''),
        kind: type === 'script' ? 'js' : 'css',
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        encoding: response.headers()['content-encoding'] ?? 'identity',
        libs: [...LAZY_ONLY, ...NOT_ON_LISTS]
          .filter((lib) => lib.code.test(body.toString('utf8')))
          .map((lib) => lib.name),
        late,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const landedOn = new URL(page.url()).pathname;
  idle = true;
  await page.waitForTimeout(SETTLE_MS);
  const files = await Promise.all(pending);
  await context.close();
  const first = files.filter((f) => !f.late);
  const sum = (kind, key) => first.filter((f) => f.kind === kind).reduce((n, f) => n + f[key], 0);
  return {
    landedOn,
    files,
    jsRaw: sum('js', 'raw'),
    jsGzip: sum('js', 'gzip'),
    cssRaw: sum('css', 'raw'),
    cssGzip: sum('css', 'gzip'),
    libs: [...new Set(first.flatMap((f) => f.libs))],
    lateFiles: files.filter((f) => f.late).map((f) => f.file),
    served: [...new Set(files.map((f) => f.encoding))].join(','),
  };
}

/** The minified size of every JS chunk of the build, biggest first. */
function buildChunks(panelDir) {
  const dir = path.join(panelDir, 'assets');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, raw: statSync(path.join(dir, name)).size }))
    .sort((a, b) => b.raw - a.raw);
}

/** Where a module belongs: its npm package, else its folder under src/. */
const owner = (id) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id.replace(/^.*?\/src\//, 'src/').replace(/\/[^/]*$/, '/');

/**
 * The files /signin loaded, each with its biggest owners (gzip of each module on its own, summed: a little more than
 * the file's own gzip size), from the visualizer's raw data. Copies the treemap to bench/results/bundle-map.html.
 */
function signinMap(env, files) {
  const data = `${env.bundleMap.replace(/\.html$/, '')}.json`;
  if (!env.bundleMap || !existsSync(env.bundleMap) || !existsSync(data)) return null;
  copyFileSync(env.bundleMap, path.join(root, 'bench', 'results', 'bundle-map.html'));
  const raw = JSON.parse(readFileSync(data, 'utf8'));
  const byFile = new Map();
  for (const meta of Object.values(raw.nodeMetas)) {
    for (const [file, uid] of Object.entries(meta.moduleParts)) {
      const owners = byFile.get(file) ?? new Map();
      owners.set(owner(meta.id), (owners.get(owner(meta.id)) ?? 0) + raw.nodeParts[uid].gzipLength);
      byFile.set(file, owners);
    }
  }
  return files
    .filter((f) => f.kind === 'js' && !f.late)
    .map((f) => ({
      file: f.file,
      gzip: f.gzip,
      owners: [...(byFile.get(f.file) ?? new Map())]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([name, gzip]) => ({ name, gzip })),
    }));
}

export async function runBundle(env) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const signin = await loadRoute(browser, `${env.panelUrl}/signin`, null);
    const dashboard = await loadRoute(browser, `${env.panelUrl}/dashboard`, env.session);
    const list = await loadRoute(browser, `${env.panelUrl}/blog/list`, env.session);
    const chunks = buildChunks(env.panelDir);
    const problems = [];
    if (signin.landedOn !== '/signin') problems.push(`/signin ended on ${signin.landedOn}`);
    if (dashboard.landedOn !== '/dashboard') problems.push(`/dashboard (signed in) ended on ${dashboard.landedOn}`);
    if (list.landedOn !== '/blog/list') problems.push(`/blog/list (signed in) ended on ${list.landedOn}`);
    if (signin.jsGzip > FIRST_LOAD_JS_GZIP_BUDGET) {
      problems.push(`/signin loads ${kb(signin.jsGzip)} gzip JS, over ${kb(FIRST_LOAD_JS_GZIP_BUDGET)}`);
    }
    const lazyOnly = new Set(LAZY_ONLY.map((lib) => lib.name));
    const signinLazy = [...new Set(signin.files.flatMap((f) => f.libs))].filter((name) => lazyOnly.has(name));
    const dashboardLate = [...new Set(dashboard.files.filter((f) => f.late).flatMap((f) => f.libs))];
    if (signinLazy.length) problems.push(`/signin loads lazy-only libraries: ${signinLazy.join(', ')}`);
    const names = new Set(NOT_ON_LISTS.map((lib) => lib.name));
    const listExtra = [...new Set(list.files.flatMap((f) => f.libs))].filter((name) => names.has(name));
    if (listExtra.length) problems.push(`/blog/list loads ${listExtra.join(', ')}`);
    for (const chunk of chunks.filter((c) => c.raw > CHUNK_MINIFIED_BUDGET)) {
      problems.push(`${chunk.file} is ${kb(chunk.raw)} minified, over ${kb(CHUNK_MINIFIED_BUDGET)}`);
    }
    const route = (r) => ({
      jsGzip: r.jsGzip,
      jsRaw: r.jsRaw,
      cssGzip: r.cssGzip,
      cssRaw: r.cssRaw,
      requests: r.files.filter((f) => !f.late).length,
      lazyLibsLoaded: r.libs,
      lateFiles: r.lateFiles,
      servedEncoding: r.served,
      files: r.files.map(({ file, kind, raw, gzip, libs, late }) => ({ file, kind, raw, gzip, libs, late })),
    });
    const map = signinMap(env, signin.files);
    if (map) {
      console.log("  /signin loads (gzip of each owner's modules; the map: bench/results/bundle-map.html):");
      for (const file of map) {
        const owners = file.owners.map((o) => `${o.name} ${kb(o.gzip)}`).join(', ');
        console.log(`    ${file.file} ${kb(file.gzip)}: ${owners}`);
      }
    }
    return {
      figures: {
        signinMap: map,
        signin: route(signin),
        dashboard: route(dashboard),
        list: route(list),
        biggestChunk: chunks[0] ?? null,
        chunkCount: chunks.length,
      },
      budgets: { signinJsGzip: FIRST_LOAD_JS_GZIP_BUDGET, chunkMinified: CHUNK_MINIFIED_BUDGET },
      rows: [
        [
          '/signin first-load JS gzip',
          kb(signin.jsGzip),
          `≤ ${kb(FIRST_LOAD_JS_GZIP_BUDGET)}`,
          signin.jsGzip <= FIRST_LOAD_JS_GZIP_BUDGET,
        ],
        ['/signin first-load CSS gzip', kb(signin.cssGzip), '-', null],
        ['/dashboard first-load JS gzip', kb(dashboard.jsGzip), '-', null],
        ['/dashboard first-load CSS gzip', kb(dashboard.cssGzip), '-', null],
        ['/blog/list first-load JS gzip', kb(list.jsGzip), '-', null],
        ['zod/Formik/Yup loaded on /blog/list', listExtra.join(', ') || 'none', 'none', !listExtra.length],
        [
          'biggest JS chunk (minified)',
          chunks[0] ? `${kb(chunks[0].raw)} (${chunks[0].file})` : '-',
          `≤ ${kb(CHUNK_MINIFIED_BUDGET)}`,
          !chunks.some((c) => c.raw > CHUNK_MINIFIED_BUDGET),
        ],
        [
          'Quill/Victory/DOMPurify/React Router loaded on /signin',
          signinLazy.join(', ') || 'none',
          'none',
          !signinLazy.length,
        ],
        [
          'lazy libs on /dashboard (first load; within 3 s after)',
          `${dashboard.libs.join(', ') || 'none'}; ${dashboardLate.join(', ') || 'none'}`,
          '-',
          null,
        ],
      ],
      problems,
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
