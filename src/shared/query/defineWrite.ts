import type { QueryKey } from '@tanstack/react-query';
import { atom, type Getter, type PrimitiveAtom } from 'jotai';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiClientAtom } from '../api/apiClientAtom';
import type { ApiClient } from '../api/createApiClient';
import { timeAtom } from '../time';
import { actorAtom } from '../session';
import { queryKeys } from './queryKeys';

/** Who writes and when: creator/changer (docs/panel.md#access) and the write's dates. */
export interface WriteContext {
  actor: string;
  now: Date;
}

/** The outcome a screen gets from a write: `ok: false` is the `false` (docs/panel.md#messages). */
export type WriteOutcome<T> = { ok: true; data: T } | { ok: false; message: string; error: unknown };

/**
 * Thrown inside a write whose response had a falsy `result` (docs/panel.md#calls-and-bodies: success is a truthy
 * result).
 */
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
  /** Query key prefixes to invalidate (and so re-fetch) after success (docs/panel.md#states). */
  invalidates: QueryKey[];
  /** The write failure text, e.g. `Failed to create blog` (docs/panel.md#messages). */
  failureText: string;
  /** The feature's write error atom: set to `failureText` on failure, cleared on success. */
  errorAtom: PrimitiveAtom<string | null>;
}

/**
 * One write of a feature: a mutation atom (pending state for buttons) and an action atom that runs it,
 * invalidates the lists, and never throws: failures set the error atom and resolve `{ ok: false }`.
 */
export function defineWrite<TVars, TData>(definition: WriteDefinition<TVars, TData>) {
  // The mutation's options depend on the API client and the query client only: who writes and when are read when the
  // write runs (`runAtom`) and passed with its variables.
  const mutationAtom = atomWithMutation((get: Getter) => {
    const client = get(apiClientAtom);
    const queryClient = get(queryClientAtom);
    return {
      mutationKey: definition.key,
      mutationFn: ({ vars, context }: { vars: TVars; context: WriteContext }) => definition.run(client, vars, context),
      // The dashboard's one summary call counts every record type, so any write may change it; the SEO report reads
      // blog posts and meta pages, and a category rename or delete can change posts too.
      onSuccess: () =>
        Promise.all(
          [...definition.invalidates, queryKeys.dashboard.summary, queryKeys.seo.all].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        ),
    };
  });

  // How many runs of this write are under way: the busy state of its buttons and dialogs. Counted here, where a run
  // starts and ends, rather than read from the mutation observer's result, which can miss the end of a run and stay
  // pending (a refused delete kept spinning and its dialog could not be cancelled).
  const runningAtom = atom(0);
  const busyAtom = atom((get) => get(runningAtom) > 0);

  const runAtom = atom(null, async (get, set, vars: TVars): Promise<WriteOutcome<TData>> => {
    set(runningAtom, (n) => n + 1);
    try {
      const context = { actor: get(actorAtom), now: get(timeAtom).now() };
      const data = await get(mutationAtom).mutateAsync({ vars, context });
      set(definition.errorAtom, null);
      return { ok: true, data };
    } catch (error) {
      set(definition.errorAtom, definition.failureText);
      return { ok: false, message: definition.failureText, error };
    } finally {
      set(runningAtom, (n) => n - 1);
    }
  });

  return { mutationAtom, runAtom, busyAtom, errorAtom: definition.errorAtom };
}
