// Lists at scale, on a server seeded with 100,000 blogs and 100,000 enquiries (bench/seed.mjs, a third of them FOOTER):
// - browser: time from navigation start to the first page of cards visible (the newest row's text laid out on screen,
//   at the next animation frame) on /blog/list and /contacts/footer, signed in, cold cache, 5 runs, median;
// - API: p50/p95 of a list page (pageSize 24), 200 sequential requests for page 1 and 200 for deep pages (spread over
//   the second half of the pages, the last page included), after 10 warm-up requests;
// - the spec's whole-list call (no paging) at that size: bytes and ms.
// Budgets: first page visible ≤ 500 ms (median); API list page p95 ≤ 20 ms (page 1 and deep pages).
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { median, percentile, round, sessionScript } from './harness.mjs';

export const FIRST_PAGE_BUDGET_MS = 500;
export const API_P95_BUDGET_MS = 20;
const BROWSER_RUNS = 5;
const API_REQUESTS = 200;
const PAGE_SIZE = 24;

/** In-page watcher: records performance.now() at the first frame where one of `texts` is laid out and visible. */
function watchFor(texts) {
  const visible = () => {
    if (!document.body) return false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!texts.some((text) => node.nodeValue?.includes(text))) continue;
      const element = node.parentElement;
      const box = element?.getBoundingClientRect();
      if (element && box && box.width > 0 && box.height > 0 && box.top < innerHeight) {
        if (element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
      }
    }
    return false;
  };
  const check = () => {
    if (window.__benchVisibleAt !== undefined) return;
    if (visible()) {
      window.__benchVisibleAt = -1;
      requestAnimationFrame(() => (window.__benchVisibleAt = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Where the time went in one run: DOM ready and the list call's request start and response end (ms from navigation). */
function phases(listPath) {
  const nav = performance.getEntriesByType('navigation')[0];
  const call = performance.getEntriesByType('resource').find((entry) => entry.name.includes(listPath));
  const short = (name) => new URL(name).pathname.replace(/^\/assets\//, '');
  return {
    waterfall: performance
      .getEntriesByType('resource')
      .map((entry) => `${short(entry.name)} ${Math.round(entry.startTime)}→${Math.round(entry.responseEnd)}`),
    domContentLoadedMs: nav ? Math.round(nav.domContentLoadedEventEnd) : null,
    listRequestStartMs: call ? Math.round(call.startTime) : null,
    listResponseEndMs: call ? Math.round(call.responseEnd) : null,
  };
}

async function firstPageVisible(browser, url, session, texts, listPath) {
  const times = [];
  const breakdown = [];
  for (let i = 0; i < BROWSER_RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(sessionScript(session));
    await context.addInitScript(`(${watchFor.toString()})(${JSON.stringify(texts)})`);
    const page = await context.newPage();
    try {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__benchVisibleAt > 0, undefined, { timeout: 30_000, polling: 50 });
      times.push(round(await page.evaluate(() => window.__benchVisibleAt), 0));
      breakdown.push(await page.evaluate(phases, listPath));
    } catch (error) {
      const path = new URL(page.url()).pathname;
      const heading = await page
        .locator('h1')
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null);
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return { error: `no card "${texts[0]}" on screen (${message}; ended on ${path}, h1 "${heading ?? 'none'}")` };
    } finally {
      await context.close();
    }
  }
  const mid = (key) => median(breakdown.map((b) => b[key] ?? NaN));
  return {
    medianMs: median(times),
    runs: times,
    firstRunWaterfall: breakdown[0]?.waterfall ?? [],
    medianPhases: {
      domContentLoadedMs: mid('domContentLoadedMs'),
      listRequestStartMs: mid('listRequestStartMs'),
      listResponseEndMs: mid('listResponseEndMs'),
    },
  };
}

async function timed(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms, bytes: body.byteLength, body };
}

/** Deterministic spread of deep pages: the last page, then pages across the second half. */
function deepPages(total) {
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const half = Math.ceil(last / 2);
  return Array.from({ length: API_REQUESTS }, (_, i) => (i === 0 ? last : half + ((i * 7919) % (last - half + 1))));
}

async function apiStats(apiUrl, route, filter, token) {
  const base = `${apiUrl}${route}?${filter ? `${filter}&` : ''}pageSize=${PAGE_SIZE}&page=`;
  const first = await timed(`${base}1`, token);
  const total = JSON.parse(Buffer.from(first.body).toString('utf8')).total;
  for (let i = 0; i < 10; i++) await timed(`${base}1`, token);
  const stats = async (pages) => {
    const ms = [];
    for (const page of pages) ms.push((await timed(`${base}${page}`, token)).ms);
    return { p50: round(percentile(ms, 50), 2), p95: round(percentile(ms, 95), 2), max: round(Math.max(...ms), 2) };
  };
  const page1 = await stats(Array.from({ length: API_REQUESTS }, () => 1));
  const deep = await stats(deepPages(total));
  const whole = await timed(`${apiUrl}${route}${filter ? `?${filter}` : ''}`, token);
  const wholeRows = JSON.parse(Buffer.from(whole.body).toString('utf8')).result.length;
  return { total, page1, deep, whole: { rows: wholeRows, bytes: whole.bytes, ms: round(whole.ms, 0) } };
}

export async function runLists(env) {
  if (!env.seeded?.blogs) throw new Error('the lists benchmark needs a seeded server');
  const { token } = env.session;
  const api = {
    blogs: await apiStats(env.apiUrl, '/blogs/list', '', token),
    footer: await apiStats(env.apiUrl, '/api/enquiries/list', 'enquiryCategory=FOOTER', token),
  };
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  const ui = {};
  try {
    ui.blogs = await firstPageVisible(
      browser,
      `${env.panelUrl}/blog/list`,
      env.session,
      [env.seeded.newestBlogTitle],
      '/blogs/list',
    );
    ui.footer = await firstPageVisible(
      browser,
      `${env.panelUrl}/contacts/footer`,
      env.session,
      [env.seeded.newestFooterName],
      '/api/enquiries/list',
    );
  } finally {
    await browser.close();
  }
  const problems = [];
  for (const [name, route] of [
    ['blogs', '/blog/list'],
    ['footer', '/contacts/footer'],
  ]) {
    if (ui[name].error) {
      problems.push(`${route} first page visible not measured: ${ui[name].error}`);
    } else if (ui[name].medianMs > FIRST_PAGE_BUDGET_MS) {
      problems.push(`${route} first page visible ${ui[name].medianMs} ms (median) > ${FIRST_PAGE_BUDGET_MS} ms`);
    }
    for (const kind of ['page1', 'deep']) {
      if (api[name][kind].p95 > API_P95_BUDGET_MS) {
        problems.push(`${name} list API ${kind} p95 ${api[name][kind].p95} ms > ${API_P95_BUDGET_MS} ms`);
      }
    }
  }
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  return {
    figures: { seeded: env.seeded, pageSize: PAGE_SIZE, ui, api },
    budgets: { firstPageVisibleMs: FIRST_PAGE_BUDGET_MS, apiP95Ms: API_P95_BUDGET_MS },
    rows: [
      ...[
        ['blogs', '/blog/list'],
        ['footer', '/contacts/footer'],
      ].map(([name, route]) => [
        `${route} first page visible (median of ${BROWSER_RUNS})`,
        ui[name].error
          ? `not measured: ${ui[name].error}`
          : `${ui[name].medianMs} ms (DOM ready ${ui[name].medianPhases.domContentLoadedMs}, list call ${ui[name].medianPhases.listRequestStartMs}→${ui[name].medianPhases.listResponseEndMs})`,
        `≤ ${FIRST_PAGE_BUDGET_MS} ms`,
        ui[name].error ? false : ui[name].medianMs <= FIRST_PAGE_BUDGET_MS,
      ]),
      ...['blogs', 'footer'].flatMap((name) => [
        ...['page1', 'deep'].map((kind) => [
          `${name} list API ${kind === 'page1' ? 'page 1' : 'deep pages'} p50 / p95`,
          `${api[name][kind].p50} / ${api[name][kind].p95} ms`,
          `p95 ≤ ${API_P95_BUDGET_MS} ms`,
          api[name][kind].p95 <= API_P95_BUDGET_MS,
        ]),
        [
          `${name} whole list, no paging (${api[name].whole.rows} rows)`,
          `${mb(api[name].whole.bytes)} in ${api[name].whole.ms} ms`,
          '-',
          null,
        ],
      ]),
    ],
    problems,
  };
}
