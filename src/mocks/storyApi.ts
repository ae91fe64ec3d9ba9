import type { InMemoryApi } from './api/createInMemoryApi';
import type { Scenario } from './api/scenarios';
import type { MockSessionKind } from './session';

/** `parameters` a story sets to pick its data: `{ api: { scenario: 'empty' }, session: 'signedOut' }`. */
export interface DataStoryParameters {
  api?: { scenario?: Scenario; seed?: number; latencyMs?: number; csvEdgeCases?: boolean };
  /** @default 'signedIn' */
  session?: MockSessionKind;
}

const registry = new Map<string, InMemoryApi>();

/** Called by the Storybook decorator when it builds a story's in-memory API. */
export function registerStoryApi(storyId: string, api: InMemoryApi): void {
  registry.set(storyId, api);
}

/**
 * The in-memory API of the story being played: `storyApi(context).requests` in a play function
 * lists every request the story made (method, path, query, headers, parsed body).
 */
export function storyApi(context: { id: string }): InMemoryApi {
  const api = registry.get(context.id);
  if (!api) throw new Error(`No in-memory API for story ${context.id}: is the data decorator applied?`);
  return api;
}
