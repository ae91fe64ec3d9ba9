// The API server bundled for plain `node`: `main.js` (the server) and `cli.js` (the admin commands) in `outdir`, one
// esbuild pass over server/src. `npm run build:server` writes server/dist with it; the server suite and the journeys
// bundle once per run and start every server and CLI from that bundle, as a deployment runs it, instead of through tsx,
// which transforms the sources again in each process (docs/testing.md#where-the-time-goes).
// Dependencies stay in node_modules (sharp and @node-rs/argon2 ship native binaries in their packages), so `outdir`
// must lie inside the checkout, where Node finds them.
import { build } from 'esbuild';

/** Writes `outdir`/main.js and cli.js (with source maps); resolves with their paths. */
export async function bundleServer(outdir) {
  await build({
    entryPoints: { main: 'server/src/main.ts', cli: 'server/src/cli.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return { main: `${outdir}/main.js`, cli: `${outdir}/cli.js` };
}
