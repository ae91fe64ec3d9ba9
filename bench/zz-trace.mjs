import fs from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { startEnvironment, sessionScript } from './harness.mjs';
const env = await startEnvironment({ counts: { blogs: 100000, enquiries: 1000, revisions: 0 } });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const texts = ['Bench post 100000'];
for (let run = 0; run < 4; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(sessionScript(env.session));
  await context.addInitScript(`(() => { const t=${JSON.stringify(texts)}; const vis=()=>{ if(!document.body) return false; const w=document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); for(let n=w.nextNode(); n; n=w.nextNode()){ if(!t.some(x=>n.nodeValue?.includes(x))) continue; const e=n.parentElement; const b=e?.getBoundingClientRect(); if(e&&b&&b.width>0&&b.height>0&&b.top<innerHeight&&e.checkVisibility({opacityProperty:true,visibilityProperty:true})) return true;} return false;}; const check=()=>{ if(window.__v!==undefined) return; if(vis()){ window.__v=-1; requestAnimationFrame(()=>window.__v=performance.now()); } }; new MutationObserver(check).observe(document,{childList:true,subtree:true,characterData:true}); })()`);
  const page = await context.newPage();
  if (run === 3) await browser.startTracing(page, { path: '/work/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'] });
  await page.goto(`${env.panelUrl}/blog/list`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__v > 0, undefined, { timeout: 30000, polling: 50 });
  const v = await page.evaluate(() => window.__v);
  const res = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => `${new URL(e.name).pathname.replace('/assets/','')} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)}`));
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((e) => `${e.name} ${Math.round(e.startTime)}`));
  if (run === 3) await browser.stopTracing();
  console.log(run, 'visible', Math.round(v), res.join(' | '), marks.join(' | '));
  await context.close();
}
await browser.close();
await env.close();
