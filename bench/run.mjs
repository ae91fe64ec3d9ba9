#!/usr/bin/env node
// `npm run bench` runs every benchmark; `npm run bench -- throughput` (or install, bundle, lighthouse, lists, content,
// sitebuild, wholelist, seo, search, publiccost, history, media, webhooks) runs some. `install` (a fresh clone's `npm ci`)
// needs no server and runs before it starts.
// `--busy-core`: Lighthouse runs while another process keeps one core busy (bench/lighthouse.mjs).
// One environment serves the others: a production build of the panel and the real server on a temporary data directory
// and free ports, seeded with 100,000 blogs and 100,000 enquiries before it starts (bench/harness.mjs, bench/seed.mjs).
// Figures go to bench/results/latest.json (merged per benchmark) and latest.md; exit 1 when a budget is missed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureRecentNode } from '../scripts/node-version.mjs';
import { runBundle } from './bundle.mjs';
import { runContent } from './content.mjs';
import { runSiteBuild } from './sitebuild.mjs';
import { root, startEnvironment } from './harness.mjs';
import { runInstall } from './install.mjs';
import { keptBenchmarks, markdown } from './results-table.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runLists } from './lists.mjs';
import { runMedia } from './media.mjs';
import { runPublicCost } from './publiccost.mjs';
import { runSearch } from './search.mjs';
import { runSeo } from './seo.mjs';
import { runThroughput } from './throughput.mjs';
import { runWholeList } from './wholelist.mjs';
import { runHistory } from './history.mjs';
import { runWebhooks } from './webhooks.mjs';

// On a Node older than `engines` asks for, this runs again on the pinned Node LTS (scripts/node-version.mjs).
await ensureRecentNode();

const BENCHMARKS = {
  install: runInstall,
  bundle: runBundle,
  lighthouse: runLighthouse,
  lists: runLists,
  throughput: runThroughput,
  content: runContent,
  sitebuild: runSiteBuild,
  wholelist: runWholeList,
  seo: runSeo,
  search: runSearch,
  publiccost: runPublicCost,
  history: runHistory,
  media: runMedia,
  webhooks: runWebhooks,
};
/** Rows seeded before the server starts; BENCH_SEED_BLOGS / BENCH_SEED_ENQUIRIES override (quick or comparison runs). */
const SEED = {
  blogs: Number(process.env.BENCH_SEED_BLOGS || 100_000),
  enquiries: Number(process.env.BENCH_SEED_ENQUIRIES || 100_000),
};
const resultsDir = path.join(root, 'bench', 'results');
const resultsFile = path.join(resultsDir, 'latest.json');

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const OPTIONS = ['--busy-core'];
const unknownOptions = process.argv.slice(2).filter((arg) => arg.startsWith('-') && !OPTIONS.includes(arg));
if (unknownOptions.length) {
  console.error(`Unknown option(s): ${unknownOptions.join(', ')}. Options: ${OPTIONS.join(', ')}.`);
  process.exit(2);
}
const options = { busyCore: process.argv.includes('--busy-core') };
const unknown = asked.filter((name) => !BENCHMARKS[name]);
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Choose from: ${Object.keys(BENCHMARKS).join(', ')}.`);
  process.exit(2);
}
const names = asked.length ? asked : Object.keys(BENCHMARKS);
/** Benchmarks that start what they measure themselves: no seeded server is started for them. */
const WITHOUT_SERVER = new Set(['install']);

function machine() {
  const cpu = os.cpus()[0]?.model?.trim() || 'unknown';
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return {
    nproc: os.availableParallelism(),
    cpu,
    memoryGb: Math.round(os.totalmem() / 1e9),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverage1m: Math.round(os.loadavg()[0] * 10) / 10,
    commit,
  };
}

function printTable(rows) {
  const header = ['figure', 'value', 'budget', 'status'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((row) => console.log(line(row)));
}

async function main() {
  const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : { benchmarks: {} };
  const results = { ranAt: new Date().toISOString(), machine: machine(), benchmarks: keptBenchmarks(previous) };
  console.log(`Benchmarks: ${names.join(', ')}`);
  let env;
  const table = [];
  let failed = false;
  try {
    for (const name of names) {
      if (!env && !WITHOUT_SERVER.has(name)) {
        // Each post's history (2,000,000 revision rows at the default size) is seeded only when `history` runs.
        const revisions = names.includes('history') ? Number(process.env.BENCH_SEED_REVISIONS || 20) : 0;
        env = await startEnvironment({ counts: { ...SEED, revisions } });
        console.log(`  panel ${env.panelUrl}, API ${env.apiUrl}, seeded ${JSON.stringify(env.seeded)}`);
      }
      console.log(`\n▶ ${name}`);
      const started = Date.now();
      const ranOn = machine();
      try {
        const outcome = await BENCHMARKS[name](env, options);
        const status = outcome.problems.length ? 'OVER BUDGET' : 'ok';
        const rows = outcome.rows.map(([figure, value, budget, ok]) => [
          `${name}: ${figure}`,
          value,
          budget,
          ok === null ? '' : ok ? 'ok' : 'OVER BUDGET',
        ]);
        results.benchmarks[name] = { ranAt: new Date().toISOString(), machine: ranOn, status, ...outcome, rows };
        failed ||= outcome.problems.length > 0;
        outcome.problems.forEach((problem) => console.log(`  over budget: ${problem}`));
      } catch (error) {
        failed = true;
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        console.log(`  not measured: ${message}`);
        results.benchmarks[name] = {
          ranAt: new Date().toISOString(),
          machine: ranOn,
          status: 'not measured',
          error: message,
          rows: [],
        };
      }
      console.log(`  ${name} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const entry = results.benchmarks[name];
      if (entry.rows.length) table.push(...entry.rows);
      else table.push([name, `not measured (${entry.error})`, '', 'not measured']);
    }
  } finally {
    await env?.close();
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'latest.md'), markdown(results));
  console.log('');
  printTable(table);
  const m = results.machine;
  console.log(
    `\n${m.nproc} CPUs (${m.cpu}), Node ${m.node}, load ${m.loadAverage1m}; written to bench/results/latest.json`,
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
