/**
 * Redirect rules, for the server and the in-memory API alike: a redirect never loops, never hides a live post or
 * page, and never starts a chain (A→B then B→C leaves A→C and B→C). A post that was ever visible, or a meta page,
 * that moves gets a 301 from its old address (`auto`).
 */
import { REDIRECT_MESSAGES } from '../contract/index.ts';
import { pageUrlKey } from '../lib/uniqueKeys.ts';
import { redirectKey } from '../lib/redirectKey.ts';
import { conflict } from './errors.ts';
import type { HookContext } from './store.ts';

/** How far a chain is followed before it counts as a loop. */
const MAX_HOPS = 20;

/** The page URL key of a redirect's address: a path is on the website (`siteUrl`), a URL is itself. */
const pageKeyOf = (address: string, siteUrl: string | undefined) =>
  /^https?:/i.test(address)
    ? pageUrlKey(address)
    : siteUrl
      ? pageUrlKey(`${siteUrl.replace(/\/+$/, '')}${address}`)
      : undefined;

/** 409 when a live post or meta page is at `from`. */
async function refuseLive<Conn>(hook: HookContext<Conn>, from: string) {
  const key = pageKeyOf(from, hook.store.siteUrl);
  if (key === undefined) return;
  const post = await hook.store.findBy(hook.conn, 'blogs', 'blogUrlKey', key);
  if (post) throw conflict(REDIRECT_MESSAGES.live(`Blog post "${String(post.blogTitle)}"`));
  const page = await hook.store.findBy(hook.conn, 'metas', 'metaUrlKey', key);
  if (page) throw conflict(REDIRECT_MESSAGES.live(`Meta page "${String(page.metaTitle)}"`));
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
): Promise<{ to: string; toKey: string }> {
  const fromKey = redirectKey(from);
  let end = { to, toKey: redirectKey(to) };
  if (end.toKey === fromKey) throw conflict(REDIRECT_MESSAGES.same);
  await refuseLive(hook, from);
  const chain = [from, to];
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const next = await hook.store.findBy(hook.conn, 'redirects', 'fromKey', end.toKey);
    if (!next || Number(next.id) === selfId) break;
    end = { to: String(next.to), toKey: String(next.toKey) };
    chain.push(end.to);
    if (end.toKey === fromKey || hop === MAX_HOPS - 1) throw conflict(REDIRECT_MESSAGES.loop(chain.join(' → ')));
  }
  // Collapse: whatever led to `from` now leads straight to the end.
  await hook.store.updateWhere(hook.conn, 'redirects', 'toKey', fromKey, { to: end.to, toKey: end.toKey });
  return end;
}

/**
 * A record moved from `oldUrl` to `newUrl`: a 301 from the old address (made or re-aimed), redirects to the old one
 * moved on, and any redirect from the new address dropped, since something live is there now.
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
