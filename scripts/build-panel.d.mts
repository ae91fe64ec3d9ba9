import type { SpawnSyncReturns, StdioOptions } from 'node:child_process';

export function buildPanel(
  args?: string[],
  options?: { env?: Record<string, string | undefined>; stdio?: StdioOptions },
): SpawnSyncReturns<string>;
