// Stand-alone config for only the server suite (`npm run test:server`); the root vite.config.ts has the same project.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    include: ['server/test/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
    // one fork for every file, as in the root config (docs/testing.md#where-the-time-goes)
    isolate: false,
  },
});
