#!/usr/bin/env node
// Crash soak: a stream of writes from concurrent clients, and `kill -9` of the server at a random moment, 20 times.
// After each kill: the SQLite file passes integrity_check, the restarted server answers /health within 5 s, no
// acknowledged write is lost, and every upload a saved record names is on disk.
// Usage: node bench/soak/crash.mjs [--rounds 20] [--clients 8]
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { DatabaseSync } from 'node:sqlite';
import { buildServer, prng, signIn, sleep, soakEnv, startServer, tempDir, waitHealthy } from './lib.mjs';
import { createClient, createLedger, createStats, ensureCategory, verify } from './workload.mjs';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '20' }, clients: { type: 'string', default: '8' } },
});
const rounds = Number(values.rounds);
const clients = Number(values.clients);
const random = prng(0xc4a54);

function integrity(dataDir) {
  const db = new DatabaseSync(path.join(dataDir, 'admin.sqlite'));
  try {
    const result = db.prepare('PRAGMA integrity_check').get()?.integrity_check;
    const foreign = db.prepare('PRAGMA foreign_key_check').all();
    return result === 'ok' && foreign.length === 0 ? 'ok' : `${result} / ${foreign.length} foreign key problems`;
  } finally {
    db.close();
  }
}

const bundle = await buildServer();
const dataDir = tempDir('soak-crash-');
const env = soakEnv(dataDir);
const ledger = createLedger();
const stats = createStats();
const summary = { restarts: 0, kills: 0, maxHealthMs: 0, lostWrites: 0, missingImages: 0, integrityFailures: 0 };
let token;
let ok = true;

try {
  for (let round = 0; round <= rounds; round++) {
    if (round > 0) {
      const check = integrity(dataDir);
      if (check !== 'ok') {
        summary.integrityFailures++;
        console.log(`round ${round}: integrity ${check}`);
      }
    }
    const started = Date.now();
    const server = startServer(bundle, env);
    const base = await server.ready;
    const healthMs = await waitHealthy(base, started);
    if (round > 0) summary.restarts++;
    summary.maxHealthMs = Math.max(summary.maxHealthMs, healthMs);
    if (!token) {
      token = await signIn(base, dataDir);
      await ensureCategory(base, token);
    }
    const check = await verify(base, token, ledger, dataDir);
    summary.lostWrites += check.lost.length;
    summary.missingImages += check.missingImages.length;
    for (const item of [...check.lost, ...check.missingImages].slice(0, 5)) console.log(`  round ${round}: ${item}`);
    console.log(
      `round ${round}: healthy in ${healthMs} ms, ${ledger.acknowledged} acknowledged so far, lost ${check.lost.length}, missing images ${check.missingImages.length}, records ${JSON.stringify(check.counts)}`,
    );
    if (round === rounds) {
      server.child.kill('SIGTERM');
      await server.exited;
      break;
    }
    // Write, then kill -9 at a random moment in the middle of it.
    let writing = true;
    const writers = Array.from({ length: clients }, (_, i) =>
      createClient(round * 100 + i, base, token, ledger, stats, prng(round * 100 + i)).run(() => writing, {
        writesOnly: true,
      }),
    );
    await sleep(400 + Math.floor(random() * 2600));
    server.child.kill('SIGKILL');
    summary.kills++;
    await server.exited;
    writing = false;
    await Promise.all(writers);
  }
} catch (error) {
  ok = false;
  console.log(`crash soak aborted: ${error.message}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const result = {
  rounds,
  clients,
  kills: summary.kills,
  restarts: summary.restarts,
  requests: stats.requests,
  acknowledgedWrites: ledger.acknowledged,
  failedDuringKill: stats.errors,
  status5xx: stats.status5xx,
  lostWrites: summary.lostWrites,
  missingImages: summary.missingImages,
  integrityFailures: summary.integrityFailures,
  maxHealthMs: summary.maxHealthMs,
};
console.log(JSON.stringify(result));
ok =
  ok &&
  result.lostWrites === 0 &&
  result.missingImages === 0 &&
  result.integrityFailures === 0 &&
  result.status5xx === 0 &&
  result.maxHealthMs <= 5000 &&
  result.restarts === rounds;
console.log(ok ? 'crash soak: PASS' : 'crash soak: FAIL');
process.exit(ok ? 0 : 1);
