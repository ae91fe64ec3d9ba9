// Node-side checks of the data layer: the contract suite (the same calls against the in-memory API and the real
// server) and the production build without src/mocks. Run them alone with
// `npx vitest run --config tests/contract/vitest.config.ts`; the root vite.config.ts can list the same project.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tests/contract/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
