// The API server bundled for plain `node`: `main.js` (the server) and `cli.js` (the admin commands), one esbuild pass
// over server/src. `npm run build:server` writes server/dist with it; the server suite and the journeys bundle once
// per run and start every server and CLI from that bundle, as a deployment runs it, instead of through tsx, which
// transforms the sources again in each process (docs/testing.md#where-the-time-goes).
// Dependencies stay in node_modules (sharp and @node-rs/argon2 ship native binaries in their packages), so the bundle
// must lie inside the checkout, where Node finds them.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Writes `outdir`/main.js and cli.js (with source maps); run from the checkout's root. Resolves with their paths. */
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
  return { main: path.join(outdir, 'main.js'), cli: path.join(outdir, 'cli.js') };
}

/**
 * A bundle for one test run, in a folder of its own under node_modules/.cache named after `label`; `remove()` deletes
 * it again.
 */
export async function temporaryServerBundle(label) {
  const dir = path.resolve('node_modules/.cache', `${label}-${process.pid}-${Date.now()}`);
  const files = await bundleServer(dir);
  return { dir, ...files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
