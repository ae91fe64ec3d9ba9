/** Browser and mail helpers for the end-to-end journeys. */
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright';
import { inject, onTestFinished } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { readOutboxCode } from '../../scripts/outbox.mjs';
import { E2E_ADMIN } from './global-setup';

export { E2E_ADMIN };
export const panelUrl = () => inject('panelUrl');
export const apiUrl = () => inject('apiUrl');
export const siteUrl = () => inject('siteUrl');

let shared: Promise<Browser> | undefined;

/**
 * The journeys' one Chromium, launched by the first file that asks (and again if it went away). The journey files run
 * one after another in one process that keeps its modules (vite.config.ts, project `e2e`), so this module's browser
 * lasts from file to file; each file ends with `closeContexts`, and Playwright closes the browser when the process
 * exits, so the files do not each pay for a launch (bench/results/test-time.md).
 */
export async function launchBrowser(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  return shared;
}

/**
 * Closes every context a file opened (its pages, cookies and storage), leaving the browser and the shared context
 * (`openPage`) to the next file.
 */
export async function closeContexts(browser: Browser): Promise<void> {
  const kept = (await sharedContexts.get(browser)?.catch(() => undefined))?.context;
  await Promise.all(
    browser
      .contexts()
      .filter((context) => context !== kept)
      .map((context) => context.close()),
  );
}

/** A download's text, read as a stream (which, unlike `download.path()`, also works on a connected browser). */
export async function readDownload(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A page that records every console error, uncaught exception and failed request (network failure or HTTP ≥ 400
 * that the journey did not declare as expected), so each journey can assert there were none.
 */
export interface WatchedPage {
  page: Page;
  /** The page's browser context: the journeys' shared one, or one of its own when opened with `fresh`. */
  context: BrowserContext;
  problems: string[];
  /** Declares a response status as expected for URLs containing `urlPart` (e.g. a wrong code's 400). */
  expectStatus(urlPart: string, status: number): void;
  /** Closes the page (and its own context, if it has one). The end of the test that opened it does so too. */
  close: () => Promise<void>;
}

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  /**
   * A browser context of the page's own, new and empty like a first visit's (cold HTTP cache, no renderer yet), for
   * the journeys whose subject that is (first loads, sign-in) or that change the whole context.
   */
  fresh?: boolean;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/**
 * The context that the journeys' pages share, one per browser, kept open from file to file with a blank page in it.
 * A new context's first page starts a renderer process, which costs Chromium several times what a new page beside a
 * live one costs (bench/results/test-time.md), and the journeys open dozens. Each test still starts signed out with
 * nothing stored: the first page a test opens clears the context's cookies and storage (`setStorageState`:
 * localStorage, IndexedDB and the rest; each page has its own sessionStorage), and when the test ends, passed or
 * failed, every page in the context but the blank one is closed, those the panel opened included. What it keeps is
 * the HTTP cache, as a returning visitor's browser does; the journeys about a first load open their page `fresh`.
 */
interface SharedContext {
  context: BrowserContext;
  blank: Page;
}
const sharedContexts = new WeakMap<Browser, Promise<SharedContext>>();
function sharedContext(browser: Browser): Promise<SharedContext> {
  let shared = sharedContexts.get(browser);
  if (!shared) {
    shared = browser
      .newContext({ viewport: DEFAULT_VIEWPORT, acceptDownloads: true })
      .then(async (context) => ({ context, blank: await context.newPage() }));
    sharedContexts.set(browser, shared);
    void shared.then(({ context }) => context.on('close', () => sharedContexts.delete(browser)));
  }
  return shared;
}

/** Whether the running test has a page in the shared context yet. */
let testHasSharedPage = false;

export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<WatchedPage> {
  const viewport = options.viewport ?? DEFAULT_VIEWPORT;
  let context: BrowserContext;
  let page: Page;
  if (options.fresh) {
    context = await browser.newContext({ viewport, acceptDownloads: true });
    page = await context.newPage();
    onTestFinished(() => context.close().catch(() => undefined));
  } else {
    const shared = await sharedContext(browser);
    context = shared.context;
    // A second page of the same test shares the first one's state, as two tabs of one browser do.
    if (!testHasSharedPage) {
      await context.setStorageState({ cookies: [], origins: [] });
      testHasSharedPage = true;
      onTestFinished(async () => {
        testHasSharedPage = false;
        const left = context.pages().filter((open) => open !== shared.blank);
        await Promise.all(left.map((open) => open.close().catch(() => undefined)));
      });
    }
    page = await context.newPage();
    if (viewport !== DEFAULT_VIEWPORT) await page.setViewportSize(viewport);
  }
  const close = () => (options.fresh ? context.close() : page.close());
  const problems: string[] = [];
  const expected: { urlPart: string; status: number }[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser logs every non-2xx response as a console error; those are judged by the response rule below.
    if (/Failed to load resource: the server responded with a status of/.test(text)) return;
    problems.push(`console error: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason === 'net::ERR_ABORTED') return; // navigations and aborted fetches the app cancelled on purpose
    problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    if (expected.some((e) => response.url().includes(e.urlPart) && e.status === status)) return;
    problems.push(`HTTP ${status}: ${response.request().method()} ${response.url()}`);
  });
  return { page, context, problems, expectStatus: (urlPart, status) => expected.push({ urlPart, status }), close };
}

/** The newest six-digit code the server wrote to the demo outbox after `since` (epoch ms). */
export async function readCode(since: number, timeoutMs = 10_000): Promise<string> {
  const dir = inject('outboxDir');
  const code = await readOutboxCode(dir, since, timeoutMs);
  if (!code) throw new Error(`No sign-in code was written to ${dir}`);
  return code;
}

/** Signs in through the screens: password, then the code from the outbox; waits for `landing` (default dashboard). */
export async function signIn(page: Page, landing = '**/dashboard'): Promise<void> {
  await page.goto(`${panelUrl()}/signin`);
  const sentAfter = Date.now();
  await page.getByLabel('Email Address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Verify Your Identity' }).waitFor();
  const code = await readCode(sentAfter);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.waitForURL(landing);
}

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs in through the API alone (password, code from the outbox); returns the full session's token. */
export async function apiSignIn(): Promise<string> {
  const base = apiUrl();
  const json = { 'Content-Type': 'application/json' };
  const signin = await fetch(`${base}/auth/signin`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ emailId: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  const { token } = (await signin.json()) as { token: string };
  const sentAfter = Date.now();
  const auth = { ...json, Authorization: `Bearer ${token}` };
  await fetch(`${base}/otp/sendOtp`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ email: E2E_ADMIN.email }),
  });
  const otp = await readCode(sentAfter);
  const verified = await fetch(`${base}/otp/verifyOtp`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ email: E2E_ADMIN.email, otp }),
  });
  if (!verified.ok) throw new Error(`verifyOtp answered ${verified.status}`);
  return token;
}

/** A call to the API as the administrator whose session `token()` gives (apiSignIn's). */
export const apiAs =
  (token: () => string) =>
  (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${apiUrl()}${path}`, { ...init, headers: { Authorization: `Bearer ${token()}`, ...init.headers } });

/** `POST /category/addCategory` through such a call: a journey's posts need a category. */
export const addCategory = (
  api: ReturnType<typeof apiAs>,
  category: { category: string; categoryUrl: string; categoryDescription: string },
) =>
  api('/category/addCategory', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(category),
  });
