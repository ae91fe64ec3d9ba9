#!/usr/bin/env node
// Load soak: 50 concurrent clients doing mixed reads and writes for 60 s against the real server on loopback
// (SQLite, then PostgreSQL on a temporary cluster). Passes with 0 errors, 0 5xx and every acknowledged write present
// afterwards. Usage: node bench/soak/load.mjs [--db sqlite|postgres|both] [--seconds 60] [--clients 50]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { buildServer, prng, signIn, soakEnv, startPostgres, startServer, tempDir } from './lib.mjs';
import { createClient, createLedger, createStats, ensureCategory, percentile, verify } from './workload.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '50' },
  },
});
const seconds = Number(values.seconds);
const clients = Number(values.clients);

async function run(bundle, dialect) {
  const dataDir = tempDir(`soak-load-${dialect}-`);
  const pg = dialect === 'postgres' ? await startPostgres() : undefined;
  const server = startServer(bundle, soakEnv(dataDir, pg ? { DATABASE_URL: pg.url } : {}));
  try {
    const base = await server.ready;
    const token = await signIn(base, dataDir);
    await ensureCategory(base, token);
    const ledger = createLedger();
    const stats = createStats();
    const deadline = Date.now() + seconds * 1000;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: clients }, (_, i) =>
        createClient(i, base, token, ledger, stats, prng(1000 + i)).run(() => Date.now() < deadline),
      ),
    );
    const elapsed = (Date.now() - started) / 1000;
    const check = await verify(base, token, ledger, dataDir);
    const alive = (await fetch(`${base}/health`)).status === 200;
    const result = {
      dialect,
      seconds: Number(elapsed.toFixed(1)),
      clients,
      requests: stats.requests,
      requestsPerSecond: Math.round(stats.requests / elapsed),
      errors: stats.errors,
      status5xx: stats.status5xx,
      byStatus: stats.byStatus,
      p50ms: Number(percentile(stats.latencies, 50).toFixed(1)),
      p99ms: Number(percentile(stats.latencies, 99).toFixed(1)),
      acknowledgedWrites: ledger.acknowledged,
      lostWrites: check.lost.length,
      missingImages: check.missingImages.length,
      referencedImages: check.referencedImages,
      records: check.counts,
      healthyAfter: alive,
    };
    console.log(JSON.stringify(result));
    for (const sample of stats.samples) console.log(`  error: ${sample}`);
    for (const item of [...check.lost, ...check.missingImages].slice(0, 10)) console.log(`  lost: ${item}`);
    return (
      result.errors === 0 && result.status5xx === 0 && result.lostWrites === 0 && result.missingImages === 0 && alive
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    pg?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const bundle = await buildServer();
const dialects = values.db === 'both' ? ['sqlite', 'postgres'] : [values.db];
let ok = true;
for (const dialect of dialects) {
  console.log(`load soak on ${dialect}: ${clients} clients for ${seconds} s…`);
  ok = (await run(bundle, dialect)) && ok;
}
console.log(ok ? 'load soak: PASS' : 'load soak: FAIL');
process.exit(ok ? 0 : 1);
