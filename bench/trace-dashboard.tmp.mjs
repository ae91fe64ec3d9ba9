import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { sessionScript, startEnvironment } from './harness.mjs';
const env = await startEnvironment({ counts: { blogs: 100, enquiries: 100 } });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (let i = 0; i < 4; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(sessionScript(env.session));
    await context.addInitScript(() => {
      window.__log = [];
      const t = () => Math.round(performance.now());
      new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__log.push(`${Math.round(e.startTime)} LCP ${e.element?.textContent?.slice(0, 30)}`))).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name.includes('inter') && window.__log.push(`${Math.round(e.startTime)}→${Math.round(e.responseEnd)} font ${e.name.split('/').pop().slice(0, 16)}`))).observe({ type: 'resource', buffered: true });
      const seen = new Set();
      new MutationObserver(() => {
        for (const text of ['Dashboard', 'Welcome back', 'Blog', 'Loading...']) {
          if (!seen.has(text) && document.body?.innerText.includes(text)) { seen.add(text); window.__log.push(`${t()} text ${text}`); }
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const page = await context.newPage();
    await page.goto(`${env.panelUrl}/dashboard`);
    await page.waitForTimeout(1500);
    const log = await page.evaluate(() => window.__log.sort((a, b) => parseInt(a) - parseInt(b)));
    console.log(log.join('\n'), '\n---');
    await context.close();
  }
} finally {
  await browser.close();
  await env.close();
}
