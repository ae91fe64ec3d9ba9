/**
 * The server suite as two Vitest projects (the root vite.config.ts and server/vitest.config.ts both use these):
 *
 * - `server`: most files, several at a time. They mostly wait (on timers, sockets, child processes and PostgreSQL),
 *   so running them one after another left the cores idle; every file starts its own servers on fresh databases, so
 *   files do not meet each other.
 * - `server-serial`: the files that measure a process's memory or wait for a stall time with a margin, one at a time
 *   in a process of their own, so that no other server file's burst lands in their measurement.
 *
 * `npm test` runs each in a Vitest process of its own, side by side (scripts/test.mjs).
 */
import { availableParallelism } from 'node:os';

/** Files that measure memory, or a timeout or stall time against a bound: never beside another server file. */
export const SERIAL_SERVER_FILES = [
  'server/test/memory.test.ts',
  'server/test/security-slow-readers.test.ts',
  'server/test/security-listener.test.ts',
];

const common = (root: string) => ({
  root,
  environment: 'node' as const,
  globalSetup: ['server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // A fork runs its files one after another instead of a fresh fork each, which re-imported Fastify, Kysely and the
  // server for every file (docs/testing.md#where-the-time-goes). Every file starts its own servers on fresh
  // databases, and no file mocks modules.
  isolate: false,
});

export function serverProjects(root: string) {
  return [
    {
      test: {
        ...common(root),
        name: 'server',
        include: ['server/test/**/*.test.ts'],
        exclude: SERIAL_SERVER_FILES,
        // Three forks on two cores: the files wait far more than they compute (docs/testing.md#where-the-time-goes).
        maxWorkers: Math.max(3, availableParallelism() + 1),
        // Its own group, as Vitest requires for a project with its own maxWorkers.
        sequence: { groupOrder: 2 },
      },
    },
    {
      test: {
        ...common(root),
        name: 'server-serial',
        include: SERIAL_SERVER_FILES,
        fileParallelism: false,
        sequence: { groupOrder: 3 },
      },
    },
  ];
}
