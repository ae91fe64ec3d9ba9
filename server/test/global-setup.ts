/**
 * Starts a throw-away PostgreSQL cluster for the server suite (127.0.0.1, a free port, fsync off) and provides its
 * URL as `pgUrl`. PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
 * Without initdb/pg_ctl the PostgreSQL runs are skipped, loudly; the SQLite runs still happen.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

/** A PostgreSQL tool on PATH, else in Debian's versioned folder (apt's postgresql does not put it on PATH). */
const which = (name: string) => {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(root, v, 'bin', name)).find((file) => fs.existsSync(file)) ?? '';
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function warn(message: string) {
  const line = '!'.repeat(78);
  console.warn(
    `\n${line}\n!! ${message}\n!! The server suite runs on SQLite only; the PostgreSQL runs are SKIPPED.\n${line}\n`,
  );
}

export default async function setup(project: TestProject) {
  if (process.env.SERVER_TEST_PG_URL) {
    project.provide('pgUrl', process.env.SERVER_TEST_PG_URL);
    return;
  }
  const initdb = which('initdb');
  const pgCtl = which('pg_ctl');
  if (!initdb || !pgCtl) {
    warn(
      'PostgreSQL (initdb/pg_ctl) not found on PATH or in /usr/lib/postgresql/*/bin. Install it (Debian: postgresql) to run those tests.',
    );
    project.provide('pgUrl', '');
    return;
  }
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-pg-'));
  if (root) execFileSync('chown', ['postgres:postgres', dir]);
  const as = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    as(initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    const options = `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    as(pgCtl, ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    warn(`Could not start a temporary PostgreSQL: ${(error as Error).message.split('\n')[0]}`);
    fs.rmSync(dir, { recursive: true, force: true });
    project.provide('pgUrl', '');
    return;
  }
  project.provide('pgUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      as(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}
