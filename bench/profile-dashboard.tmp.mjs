import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { sessionScript, startEnvironment } from './harness.mjs';
const env = await startEnvironment({ counts: { blogs: 100, enquiries: 100 } });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const byUrl = new Map(), byFn = new Map();
let runs = 0;
try {
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(sessionScript(env.session));
    await context.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (window.__lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(`${env.panelUrl}/dashboard`);
    await page.waitForTimeout(1200);
    const { profile } = await cdp.send('Profiler.stop');
    const lcp = await page.evaluate(() => window.__lcp);
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    // time of samples relative to profile start (us)
    let t = 0; let total = 0;
    // find navigation start approx: use first sample; limit to samples within first (lcp + 200ms) of profile
    const limit = (lcp + 150) * 1000;
    const start = profile.startTime;
    profile.samples.forEach((id, k) => {
      t += profile.timeDeltas[k];
      if (t > limit) return;
      const n = nodes.get(id);
      const url = (n.callFrame.url || '(' + n.callFrame.functionName + ')').replace(/.*\/assets\//, '');
      if (url === '(idle)' || url === '(program)') return;
      const d = profile.timeDeltas[k + 1] ?? 200;
      byUrl.set(url, (byUrl.get(url) ?? 0) + d);
      const fn = `${url.split('-')[0]}:${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + d);
      total += d;
    });
    console.log('run', i, 'lcp', Math.round(lcp), 'busy ms before lcp', Math.round(total / 1000));
    runs++;
    await context.close();
  }
} finally {
  await browser.close();
  await env.close();
}
const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000 / runs).toFixed(1)} ms ${k}`).join('\n');
console.log(top(byUrl)); console.log('---'); console.log(top(byFn));
