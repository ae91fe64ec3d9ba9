/**
 * Redirect rules, for the server and the in-memory API alike: a redirect never loops, never hides a live post or
 * page, and never starts a chain (A→B then B→C leaves A→C and B→C). A post that was ever visible, or a meta page,
 * that moves gets a 301 from its old address (`auto`).
 */
import { REDIRECT_MESSAGES } from '../contract/index.ts';
import { pageUrlKey } from '../lib/uniqueKeys.ts';
import { redirectKey } from '../lib/redirectKey.ts';
import { conflict } from './errors.ts';
import type { HookContext, LiveRow } from './store.ts';

/** How far a chain is followed before it counts as a loop. */
const MAX_HOPS = 20;

/** The page URL key of a redirect's address: a path is on the website (`siteUrl`), a URL is itself. */
const pageKeyOf = (address: string, siteUrl: string | undefined) =>
  /^https?:/i.test(address)
    ? pageUrlKey(address)
    : siteUrl
      ? pageUrlKey(`${siteUrl.replace(/\/+$/, '')}${address}`)
      : undefined;

/** The words of the 409s: a create's or update's, or a restore's from the trash. */
interface RefusalWords {
  live: (what: string) => string;
  loop: (chain: string) => string;
}
const WRITE_WORDS: RefusalWords = { live: REDIRECT_MESSAGES.live, loop: REDIRECT_MESSAGES.loop };
const RESTORE_WORDS: RefusalWords = { live: REDIRECT_MESSAGES.restoreLive, loop: REDIRECT_MESSAGES.restoreLoop };

/** 409 when a live post or meta page is at `from`. */
async function refuseLive<Conn>(hook: HookContext<Conn>, from: string, words: RefusalWords) {
  const key = pageKeyOf(from, hook.store.siteUrl);
  if (key === undefined) return;
  const post = await hook.store.findBy(hook.conn, 'blogs', 'blogUrlKey', key);
  if (post) throw conflict(words.live(`Blog post "${String(post.blogTitle)}"`));
  const page = await hook.store.findBy(hook.conn, 'metas', 'metaUrlKey', key);
  if (page) throw conflict(words.live(`Meta page "${String(page.metaTitle)}"`));
}

/**
 * Checks a redirect from `from` to `to` before it is written and gives the `to` it must store: the end of the chain
 * `to` starts. Other redirects that pointed at `from` are moved on to that end. 409 when it would loop or hide a live
 * record.
 */
export async function settleRedirect<Conn>(
  hook: HookContext<Conn>,
  from: string,
  to: string,
  selfId?: number,
  words: RefusalWords = WRITE_WORDS,
): Promise<{ to: string; toKey: string }> {
  const fromKey = redirectKey(from);
  let end = { to, toKey: redirectKey(to) };
  if (end.toKey === fromKey) throw conflict(REDIRECT_MESSAGES.same);
  await refuseLive(hook, from, words);
  const chain = [from, to];
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const next = await hook.store.findBy(hook.conn, 'redirects', 'fromKey', end.toKey);
    if (!next || Number(next.id) === selfId) break;
    end = { to: String(next.to), toKey: String(next.toKey) };
    chain.push(end.to);
    if (end.toKey === fromKey || hop === MAX_HOPS - 1) throw conflict(words.loop(chain.join(' → ')));
  }
  // Collapse: whatever led to `from` now leads straight to the end.
  await hook.store.updateWhere(hook.conn, 'redirects', 'toKey', fromKey, { to: end.to, toKey: end.toKey });
  return end;
}

/**
 * A redirect coming back from the trash (its row as it was trashed), checked as a create of it would be: 409 when a
 * post or page went live at its `from`, or when redirects written meanwhile would make it loop (the `from` already
 * taken by a live redirect is the trash's own 409). A chain it would start or continue is collapsed as a create
 * collapses it; the row to put back then points at the chain's end, one version on.
 */
export async function settleRestoredRedirect<Conn>(hook: HookContext<Conn>, row: LiveRow): Promise<LiveRow> {
  const to = String(row.to);
  const end = await settleRedirect(hook, String(row.from), to, undefined, RESTORE_WORDS);
  if (end.toKey === redirectKey(to)) return row;
  return { ...row, ...end, version: Number(row.version) + 1 };
}

/**
 * A record moved from `oldUrl` to `newUrl`: a 301 from the old address (made or re-aimed), redirects to the old one
 * moved on, and any redirect from the new address erased (not trashed: something live is there now, so its restore
 * would be refused). A redirect in the trash is left as it is: the move never fails for it, and its restore is then
 * refused while the new redirect holds its address.
 */
export async function addressMoved<Conn>(hook: HookContext<Conn>, oldUrl: string, newUrl: string): Promise<void> {
  const oldKey = redirectKey(oldUrl);
  const newKey = redirectKey(newUrl);
  if (oldKey === newKey) return;
  const shadowing = await hook.store.findBy(hook.conn, 'redirects', 'fromKey', newKey, 'update');
  if (shadowing) await hook.store.remove(hook.conn, 'redirects', Number(shadowing.id));
  await hook.store.updateWhere(hook.conn, 'redirects', 'toKey', oldKey, { to: newUrl, toKey: newKey });
  const existing = await hook.store.findBy(hook.conn, 'redirects', 'fromKey', oldKey, 'update');
  if (existing) {
    await hook.store.updateWhere(hook.conn, 'redirects', 'fromKey', oldKey, { to: newUrl, toKey: newKey });
    return;
  }
  await hook.store.insert(hook.conn, 'redirects', {
    from: oldUrl,
    to: newUrl,
    fromKey: oldKey,
    toKey: newKey,
    status: 301,
    auto: 1,
    hits: 0,
    creator: 'automatic',
    createdAt: hook.now,
    version: 1,
  });
}
