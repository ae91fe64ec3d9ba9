#!/usr/bin/env node
// First-load bundle check: what index.html loads before any lazy chunk, with raw and gzip sizes.
// Fails (exit 1) when a first-load chunk carries Quill, Victory, DOMPurify or React Router code, or first-load JS is over
// budget.
// Usage: npm run size [-- --build] [-- --dist <dir>] [-- --json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildPanel } from '../scripts/build-panel.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = path.resolve(root, distArg >= 0 ? args[distArg + 1] : 'dist');

/** Budget for the gzip size of all first-load JavaScript. */
export const FIRST_LOAD_JS_GZIP_BUDGET = 120 * 1000;

/** Libraries that must only arrive in lazy chunks, and how to recognise them in a chunk or a manifest entry. */
export const LAZY_ONLY = [
  {
    name: 'quill',
    module: /node_modules\/(quill|react-quill-new|parchment|quill-delta)\//,
    // Strings that survive minification: Quill's class names, its blot registry names, its CSS.
    code: /["'`.]ql-(editor|container|toolbar|snow|clipboard)\b|\bquill\b.*\bparchment\b|formats\/code-block/,
  },
  {
    name: 'victory',
    module: /node_modules\/victory(-[a-z-]+)?\//,
    code: /\bVictory(Chart|Container|Axis|Area|Bar|Label|Portal|Clip)\b/,
  },
  {
    // The sign-in steps render without the router (src/app/main.tsx); every other page starts the router app's chunk.
    name: 'react-router',
    module: /node_modules\/react-router(-dom)?\//,
    // Its version stamp on window and its 404 message survive minification.
    code: /__reactRouterVersion|No route matches URL/,
  },
  {
    name: 'dompurify',
    module: /node_modules\/dompurify\//,
    // Its trusted-types attribute and option names survive minification.
    code: /data-tt-policy-suffix|SAFE_FOR_XML|must not call DOMPurify\.sanitize/,
  },
];

function ensureBuild() {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (args.includes('--build') || !existsSync(path.join(dist, 'index.html')) || !existsSync(manifestPath)) {
    console.log(`Building (${existsSync(dist) ? 'manifest missing or --build' : 'no dist/'})…`);
    const { status } = buildPanel(['--outDir', dist], { stdio: 'inherit' });
    if (status !== 0) throw new Error('vite build failed; see the output above.');
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** Files index.html loads eagerly: entry scripts, script preloads and stylesheets. */
function eagerFromHtml(html) {
  const files = new Set();
  const tag = /<(script|link)\b[^>]*>/g;
  for (const [markup, kind] of html.matchAll(tag)) {
    const attr = (name) => new RegExp(`\\b${name}=["']([^"']+)["']`).exec(markup)?.[1];
    if (kind === 'script' && attr('src')) files.add(attr('src'));
    const rel = attr('rel') ?? '';
    if (
      kind === 'link' &&
      (/^(modulepreload|stylesheet)$/.test(rel) || (rel === 'preload' && attr('as') === 'script'))
    ) {
      files.add(attr('href'));
    }
  }
  return [...files].filter((f) => !/^(https?:)?\/\//.test(f)).map((f) => f.replace(/^\//, ''));
}

/** The app, which index.html's entry (src/app/boot.ts) imports after the first paint and every page preloads. */
const APP_MODULE = 'src/app/main.tsx';

/**
 * Walks the manifest from the HTML entry and the app through static imports: the chunks (and their CSS) loaded up
 * front on every page.
 */
function eagerFromManifest(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  const chunks = new Map();
  const visit = (key) => {
    if (!key || chunks.has(key) || !manifest[key]) return;
    chunks.set(key, manifest[key]);
    (manifest[key].imports ?? []).forEach(visit);
  };
  visit(entryKey);
  // The app's chunk: its own manifest entry, or (in a shared chunk) the one the build names in module-chunks.json.
  const modulesFile = path.join(dist, '.vite', 'module-chunks.json');
  const appFile = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8'))[APP_MODULE] : undefined;
  const appKey = manifest[APP_MODULE] ? APP_MODULE : Object.keys(manifest).find((k) => manifest[k].file === appFile);
  if (!appKey) throw new Error(`the build has no chunk for ${APP_MODULE}`);
  visit(appKey);
  return chunks;
}

function main() {
  const manifest = ensureBuild();
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const eagerChunks = eagerFromManifest(manifest);
  const files = new Set(eagerFromHtml(html));
  for (const chunk of eagerChunks.values()) {
    files.add(chunk.file);
    (chunk.css ?? []).forEach((css) => files.add(css));
  }

  const rows = [...files].map((file) => {
    const body = readFileSync(path.join(dist, file));
    const text = body.toString('utf8');
    const sources = [...eagerChunks.entries()].filter(([, c]) => c.file === file).map(([key, c]) => c.src ?? key);
    const found = LAZY_ONLY.filter((lib) => sources.some((s) => lib.module.test(s)) || lib.code.test(text));
    return {
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      found: found.map((lib) => lib.name),
    };
  });

  const lazyChunks = Object.values(manifest)
    .filter((c) => c.isDynamicEntry)
    .map((c) => c.file);
  const sum = (kind, key) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r[key], 0);
  const totals = {
    jsRaw: sum('js', 'raw'),
    jsGzip: sum('js', 'gzip'),
    cssRaw: sum('css', 'raw'),
    cssGzip: sum('css', 'gzip'),
  };
  const problems = [];
  for (const row of rows) {
    for (const lib of row.found) problems.push(`${row.file} is loaded by index.html and contains ${lib} code`);
  }
  if (totals.jsGzip > FIRST_LOAD_JS_GZIP_BUDGET) {
    problems.push(`first-load JS is ${kb(totals.jsGzip)} gzip, over the ${kb(FIRST_LOAD_JS_GZIP_BUDGET)} budget`);
  }

  if (args.includes('--json')) {
    console.log(JSON.stringify({ rows, totals, lazyChunks, budget: FIRST_LOAD_JS_GZIP_BUDGET, problems }, null, 2));
  } else {
    printTable(rows, totals, lazyChunks.length);
    console.log(
      problems.length
        ? `\nFAIL\n- ${problems.join('\n- ')}`
        : '\nOK: no Quill, Victory, DOMPurify or React Router in first-load chunks; JS within budget.',
    );
  }
  process.exitCode = problems.length ? 1 : 0;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

function printTable(rows, totals, lazyCount) {
  const header = ['first-load file', 'raw', 'gzip', 'lazy-only libs'];
  const body = rows.map((r) => [r.file, kb(r.raw), kb(r.gzip), r.found.join(', ') || '-']);
  body.push(['total JS', kb(totals.jsRaw), kb(totals.jsGzip), `budget ${kb(FIRST_LOAD_JS_GZIP_BUDGET)} gzip`]);
  body.push(['total CSS', kb(totals.cssRaw), kb(totals.cssGzip), '']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 || i === 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  body.forEach((row, i) => {
    if (i === rows.length) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    console.log(line(row));
  });
  console.log(`(${lazyCount} lazy chunks not counted)`);
}

// Runs as a script (npm run size); bench/bundle.mjs imports LAZY_ONLY without running it.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
