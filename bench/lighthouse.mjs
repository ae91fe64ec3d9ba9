// Lighthouse benchmark: Lighthouse's node API over Debian's Chromium (chrome-launcher), default mobile emulation and
// simulated throttling, on /signin (signed out) and /dashboard (signed in), 3 runs each, medians reported.
// Signed in = the session keys written to localStorage before the run; Lighthouse's own storage reset is off so they
// survive, and the HTTP cache is cleared by hand before every run so each run is a cold load.
// Budget: performance score ≥ 95 on both routes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median, round, sessionStorageEntries } from './harness.mjs';

export const PERFORMANCE_BUDGET = 95;
/** BENCH_LIGHTHOUSE_JSON=<folder>: each run's full Lighthouse result is written there (<route>-<run>.json). */
const JSON_DIR = process.env.BENCH_LIGHTHOUSE_JSON;
const RUNS = 3;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** Puts the browser in the wanted state on the panel's origin without loading the app, then empties the cache. */
async function prepare(browser, panelUrl, entries) {
  const page = await browser.newPage();
  // /assets/* that does not exist is a tiny 404 of the panel origin: localStorage is reachable, no app code runs.
  await page.goto(`${panelUrl}/assets/bench-storage-probe`);
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.close();
}

/**
 * What Lighthouse's simulated LCP is built from: its simulation (Lantern) replays the requests that ended before the
 * LCP observed in the real load (all but low-priority images) and the main-thread tasks before it, on a throttled
 * network and CPU. Lists those of High and VeryHigh priority (the "LCP path": scripts, fonts, the document, the API
 * calls), so a figure says what it waited for.
 */
function lcpPath(lhr) {
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.networkEndTime <= observedLcp && (r.priority === 'High' || r.priority === 'VeryHigh'),
  );
  const last = [...requests].sort((a, b) => b.networkEndTime - a.networkEndTime)[0];
  return {
    observedLcpMs: Math.round(observedLcp),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel,
    lcpPathRequests: requests.length,
    lcpPathKb: round(requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024, 1),
    lcpPathLast: last ? new URL(last.url).pathname : null,
  };
}

const jsonFiles = new Set();

async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  if (JSON_DIR) {
    mkdirSync(JSON_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '') || 'root';
    let n = 1;
    while (jsonFiles.has(`${name}-${n}`)) n++;
    jsonFiles.add(`${name}-${n}`);
    writeFileSync(path.join(JSON_DIR, `${name}-${n}.json`), JSON.stringify(lhr));
  }
  return {
    ...lcpPath(lhr),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
    // What Lighthouse says would help most (estimated savings in ms), for the report's "why".
    opportunities: Object.values(lhr.audits)
      .filter((a) => (a.details?.overallSavingsMs ?? 0) > 0)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .slice(0, 4)
      .map((a) => `${a.id} ${Math.round(a.details.overallSavingsMs)} ms`),
    warnings: lhr.runWarnings,
  };
}

function summarise(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    score: pick('score'),
    fcpMs: round(pick('fcpMs'), 0),
    lcpMs: round(pick('lcpMs'), 0),
    tbtMs: round(pick('tbtMs'), 0),
    cls: round(pick('cls'), 3),
    runs,
  };
}

export async function runLighthouse(env) {
  const chromePath = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium';
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const routes = [
      { name: 'signin', path: '/signin', entries: {} },
      { name: 'dashboard', path: '/dashboard', entries: sessionStorageEntries(env.session) },
    ];
    const figures = {};
    const problems = [];
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        let run;
        // A trace occasionally fails to record on a busy machine (NO_NAVSTART, NO_FCP): try that run again, twice at most.
        for (let attempt = 1; !run; attempt++) {
          await prepare(browser, env.panelUrl, route.entries);
          try {
            run = await audit(chrome.port, `${env.panelUrl}${route.path}`);
          } catch (error) {
            if (attempt >= 3) throw error;
            console.log(`    lighthouse ${route.path} run ${i + 1} failed (${error.message.split('\n')[0]}); again`);
          }
        }
        console.log(
          `    lighthouse ${route.path} run ${i + 1}: score ${run.score}, LCP ${round(run.lcpMs, 0)} ms, TBT ${round(run.tbtMs, 0)} ms, CLS ${round(run.cls, 3)}; ${run.opportunities.join(', ') || 'no opportunities'}; LCP path ${run.lcpPathRequests} requests, ${run.lcpPathKb} kB, last ${run.lcpPathLast} (observed LCP ${run.observedLcpMs} ms)`,
        );
        runs.push(run);
      }
      figures[route.name] = summarise(runs);
      const landed = new URL(runs[0].finalUrl).pathname;
      if (landed !== route.path) problems.push(`Lighthouse on ${route.path} ended on ${landed}`);
      if (figures[route.name].score < PERFORMANCE_BUDGET) {
        problems.push(
          `${route.path} performance ${figures[route.name].score} (median of ${RUNS}) < ${PERFORMANCE_BUDGET}`,
        );
      }
    }
    const row = (name, f) => [
      `/${name} performance (median of ${RUNS})`,
      `${f.score} (LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls})`,
      `≥ ${PERFORMANCE_BUDGET}`,
      f.score >= PERFORMANCE_BUDGET,
    ];
    return {
      figures,
      budgets: { performance: PERFORMANCE_BUDGET },
      rows: [row('signin', figures.signin), row('dashboard', figures.dashboard)],
      problems,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
