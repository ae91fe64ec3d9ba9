import type { InMemoryApi } from './api/createInMemoryApi';
import type { Scenario } from './api/scenarios';
import type { MockSessionKind } from './session';

/** `parameters` a story sets to pick its data: `{ api: { scenario: 'empty' }, session: 'signedOut' }`. */
export interface DataStoryParameters {
  api?: { scenario?: Scenario; latencyMs?: number; csvEdgeCases?: boolean };
  /** @default 'signedIn' */
  session?: MockSessionKind;
}

/** The APIs built for the story being played (the decorator may build more than one), newest last. */
let registry: { storyId: string; api: InMemoryApi }[] = [];

/**
 * Called by the Storybook decorator when it builds a story's in-memory API. A tab plays one story at a time, so the
 * APIs of other stories are done: their databases are freed (a tab plays hundreds of stories).
 */
export function registerStoryApi(storyId: string, api: InMemoryApi): void {
  for (const other of registry) if (other.storyId !== storyId) other.api.close();
  registry = [...registry.filter((other) => other.storyId === storyId), { storyId, api }];
}

/**
 * The in-memory API of the story being played: `storyApi(context).requests` in a play function
 * lists every request the story made (method, path, query, headers, parsed body).
 */
export function storyApi(context: { id: string }): InMemoryApi {
  const api = registry.findLast((entry) => entry.storyId === context.id)?.api;
  if (!api) throw new Error(`No in-memory API for story ${context.id}: is the data decorator applied?`);
  return api;
}
