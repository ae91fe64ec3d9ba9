import type { QueryKey } from '@tanstack/react-query';
import { atom, type Getter, type PrimitiveAtom } from 'jotai';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiClientAtom } from '../api/apiClientAtom';
import type { ApiClient } from '../api/createApiClient';
import { timeAtom } from '../time';
import { actorAtom } from '../session';
import { queryKeys } from './queryKeys';

/** Who writes and when: creator/changer (spec §6) and the write's dates. */
export interface WriteContext {
  actor: string;
  now: Date;
}

/** The outcome a screen gets from a write: `ok: false` is the spec's `false` (§8). */
export type WriteOutcome<T> = { ok: true; data: T } | { ok: false; message: string; error: unknown };

/** Thrown inside a write whose response had a falsy `result` (spec §7: success is a truthy result). */
export class WriteRejectedError extends Error {
  override readonly name = 'WriteRejectedError';
}

/** Unwraps `{ result }`, throwing when it is falsy. */
export function expectResult<T>(response: { result?: T | null | false }): T {
  if (!response.result) throw new WriteRejectedError('The server did not confirm the write');
  return response.result;
}

export interface WriteDefinition<TVars, TData> {
  /** Mutation key, e.g. `['blogs', 'create']`. */
  key: QueryKey;
  run: (client: ApiClient, vars: TVars, context: WriteContext) => Promise<TData>;
  /** Query key prefixes to invalidate (and so re-fetch) after success (spec §4). */
  invalidates: QueryKey[];
  /** The spec's write failure text, e.g. `Failed to create blog` (§8). */
  failureText: string;
  /** The feature's write error atom: set to `failureText` on failure, cleared on success. */
  errorAtom: PrimitiveAtom<string | null>;
}

/**
 * One write of a feature: a mutation atom (pending state for buttons) and an action atom that runs it,
 * invalidates the lists, and never throws: failures set the error atom and resolve `{ ok: false }`.
 */
export function defineWrite<TVars, TData>(definition: WriteDefinition<TVars, TData>) {
  const mutationAtom = atomWithMutation((get: Getter) => {
    const client = get(apiClientAtom);
    const queryClient = get(queryClientAtom);
    const actor = get(actorAtom);
    const now = get(timeAtom).now;
    return {
      mutationKey: definition.key,
      mutationFn: (vars: TVars) => definition.run(client, vars, { actor, now: now() }),
      // The dashboard's one summary call counts every record type, so any write may change it; the SEO report reads
      // blog posts and meta entries, and a category rename or delete can change posts too.
      onSuccess: () =>
        Promise.all(
          [...definition.invalidates, queryKeys.dashboard.summary, queryKeys.seo.all].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        ),
    };
  });

  const runAtom = atom(null, async (get, set, vars: TVars): Promise<WriteOutcome<TData>> => {
    try {
      const data = await get(mutationAtom).mutateAsync(vars);
      set(definition.errorAtom, null);
      return { ok: true, data };
    } catch (error) {
      set(definition.errorAtom, definition.failureText);
      return { ok: false, message: definition.failureText, error };
    }
  });

  return { mutationAtom, runAtom, errorAtom: definition.errorAtom };
}
