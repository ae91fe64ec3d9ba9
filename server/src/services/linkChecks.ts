/**
 * External link checks (LINK_CHECK=1, issue 29): every address on another site that a post links to is requested
 * now and then (HEAD, or GET where HEAD is not allowed), and what it answered is kept in `linkChecks`, which the SEO
 * report's `broken_external_link` reads (migration 0021 keeps the flags in step). A 2xx or 3xx answer works; 4xx,
 * 5xx or no answer within the time limit is broken.
 *
 * Polite to the sites it checks: one request per host at a time, `linkCheckHostSpacingMs` between two requests to
 * one host, at most HOSTS_AT_ONCE hosts at once, and each address again only after `linkCheckIntervalHours`. The
 * address rules are the webhooks' (services/webhooks/address.ts): loopback, private, link-local and metadata
 * addresses are not requested unless WEBHOOK_ALLOW_PRIVATE=1, and such a link is left unflagged (it was not
 * checked). Runs in the process that has LINK_CHECK=1; with several instances, set it on one.
 */
import { siteKeyHost, urlKeyHost } from '../../../src/lib/seoProblems.ts';
import { pageUrlKey } from '../../../src/lib/uniqueKeys.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { send } from './webhooks/send.ts';

/** Addresses checked per run (a run every `linkCheckTickMs`). */
export const LINK_CHECK_BATCH = 50;
/** Hosts requested at once; each host's addresses go one after another. */
const HOSTS_AT_ONCE = 4;

export interface LinkCheckRun {
  /** Addresses requested. */
  checked: number;
  /** Of those, the ones found broken. */
  broken: number;
}

export interface LinkChecker {
  /** Runs every `linkCheckTickMs` when LINK_CHECK=1 (none when the tick is 0). */
  start(): void;
  stop(): Promise<void>;
  /** One run: the addresses due, checked and written. */
  runOnce(): Promise<LinkCheckRun>;
}

interface Outcome {
  status: number | null;
  reason: string | null;
  broken: number;
}

export function linkChecker(db: Db, config: Config, log: (error: unknown) => void): LinkChecker {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<LinkCheckRun> | undefined;
  const options = { timeoutMs: config.linkCheckTimeoutMs, allowPrivate: config.webhookAllowPrivate, now: Date.now };
  const headers = { 'user-agent': 'content-admin-link-check', accept: 'text/html,*/*;q=0.8' };

  async function check(url: string): Promise<Outcome> {
    let result = await send(url, 'HEAD', headers, undefined, options);
    // Some servers answer HEAD with 405 or 501 while the page itself works.
    if (result.responseStatus === 405 || result.responseStatus === 501)
      result = await send(url, 'GET', headers, undefined, options);
    const status = result.responseStatus;
    if (status !== null) {
      return status < 400 ? { status, reason: null, broken: 0 } : { status, reason: `answered ${status}`, broken: 1 };
    }
    // Not requested under the address rules: nothing is known of it, so it is not reported.
    if (/^Refused address|^Only http/.test(result.error ?? '')) return { status: null, reason: null, broken: 0 };
    return { status: null, reason: `did not answer: ${result.error ?? 'no answer'}`, broken: 1 };
  }

  async function run(): Promise<LinkCheckRun> {
    const now = config.now();
    const due = await db
      .selectFrom('linkChecks')
      .select('url')
      .where('checkedAt', '<=', now - config.linkCheckIntervalHours * 3_600_000)
      .orderBy('checkedAt')
      .orderBy('url')
      .limit(LINK_CHECK_BATCH)
      .execute();
    const siteHost = siteKeyHost(config.siteUrl);
    const byHost = new Map<string, string[]>();
    for (const { url } of due) {
      const linked = await db.selectFrom('blogLinks').select('blogId').where('url', '=', url).limit(1).execute();
      // No post links to it any more: forgotten (a post that links to it again registers it again).
      if (!linked.length) {
        await db.deleteFrom('linkChecks').where('url', '=', url).execute();
        continue;
      }
      const host = urlKeyHost(pageUrlKey(url));
      // The site's own pages are checked against the database (broken_internal_link), not requested.
      if (host === siteHost) {
        await write(url, { status: null, reason: null, broken: 0 }, now);
        continue;
      }
      byHost.set(host, [...(byHost.get(host) ?? []), url]);
    }
    const result: LinkCheckRun = { checked: 0, broken: 0 };
    const hosts = [...byHost.values()];
    const worker = async () => {
      for (let urls = hosts.shift(); urls; urls = hosts.shift()) {
        for (const [i, url] of urls.entries()) {
          if (i > 0 && config.linkCheckHostSpacingMs > 0)
            await new Promise((resolve) => setTimeout(resolve, config.linkCheckHostSpacingMs));
          const outcome = await check(url);
          await write(url, outcome, config.now());
          result.checked++;
          result.broken += outcome.broken;
        }
      }
    };
    await Promise.all(Array.from({ length: HOSTS_AT_ONCE }, worker));
    return result;
  }

  const write = (url: string, outcome: Outcome, at: number) =>
    db
      .updateTable('linkChecks')
      .set({ ...outcome, checkedAt: Math.max(1, at) })
      .where('url', '=', url)
      .execute();

  /** One run at a time: a run asked for while one goes on waits for it and then runs. */
  function runOnce(): Promise<LinkCheckRun> {
    const next = (running ?? Promise.resolve()).catch(() => undefined).then(run);
    running = next;
    next
      .finally(() => {
        if (running === next) running = undefined;
      })
      .catch(() => undefined);
    return next;
  }

  return {
    start() {
      if (!config.linkCheck || config.linkCheckTickMs <= 0 || timer) return;
      timer = setInterval(() => {
        if (!running) runOnce().catch(log);
      }, config.linkCheckTickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
