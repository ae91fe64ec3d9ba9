// Stand-alone config for only the server suite (`npm run test:server`): the same two projects as the root
// vite.config.ts (server/test/projects.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './test/projects.ts';

export default defineConfig({
  test: { projects: serverProjects(fileURLToPath(new URL('..', import.meta.url))) },
});
