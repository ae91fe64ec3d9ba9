/**
 * Starts a throw-away PostgreSQL cluster for the server suite (127.0.0.1, a free port, fsync off) and provides its
 * URL as `pgUrl`. PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
 * Without initdb/pg_ctl the PostgreSQL runs are skipped, loudly; the SQLite runs still happen.
 *
 * It also migrates one database of each kind once, by the server's own migrations, as templates for the test servers
 * (`pgTemplate`, `sqliteTemplate`): a test server's database is a copy of them (`CREATE DATABASE … TEMPLATE`, a file
 * copy) instead of a fresh database running every migration again. Tests of the migrations themselves start from empty
 * databases (helpers.ts `freshPostgresDatabase`, `databaseMigratedTo`).
 *
 * And it bundles the server once (`serverBundle`, scripts/server-bundle.mjs): the tests that start the server or its CLI
 * as a process of its own run that bundle with plain `node`, as a deployment does (helpers.ts `serverEntry`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { temporaryServerBundle } from '../../scripts/server-bundle.mjs';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    /** A database on the cluster with every migration run ('' without PostgreSQL). */
    pgTemplate: string;
    /** A data dir whose SQLite database (admin.sqlite) has every migration run. */
    sqliteTemplate: string;
    /** A folder with the server bundled for plain `node`: main.js and cli.js. */
    serverBundle: string;
  }
}

/**
 * Opens a database as the server does (its pragmas, its migrations) and closes it again: a template migrated to the
 * latest schema.
 */
async function migrated(dataDir: string, databaseUrl?: string): Promise<void> {
  const { close } = await openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { databaseUrl }));
  await close();
}

/** A database on the cluster migrated to the latest schema; its name. No connection stays open to it. */
async function postgresTemplate(pgUrl: string): Promise<string> {
  const name = `template_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  await migrated(os.tmpdir(), url.toString());
  return name;
}

async function dropDatabase(pgUrl: string, name: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name}`);
  await client.end();
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
  const bundle = await temporaryServerBundle('server-bundle');
  project.provide('serverBundle', bundle.dir);
  const templates = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-templates-'));
  await migrated(templates);
  project.provide('sqliteTemplate', templates);
  project.provide('pgTemplate', '');
  const removeFiles = () => {
    fs.rmSync(templates, { recursive: true, force: true });
    bundle.remove();
  };
  if (process.env.SERVER_TEST_PG_URL) {
    const pgUrl = process.env.SERVER_TEST_PG_URL;
    project.provide('pgUrl', pgUrl);
    const template = await postgresTemplate(pgUrl);
    project.provide('pgTemplate', template);
    return async () => {
      removeFiles();
      await dropDatabase(pgUrl, template);
    };
  }
  const initdb = which('initdb');
  const pgCtl = which('pg_ctl');
  if (!initdb || !pgCtl) {
    warn(
      'PostgreSQL (initdb/pg_ctl) not found on PATH or in /usr/lib/postgresql/*/bin. Install it (Debian: postgresql) to run those tests.',
    );
    project.provide('pgUrl', '');
    return removeFiles;
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
    return removeFiles;
  }
  const pgUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const teardown = () => {
    removeFiles();
    try {
      as(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    project.provide('pgTemplate', await postgresTemplate(pgUrl));
  } catch (error) {
    teardown();
    throw error;
  }
  project.provide('pgUrl', pgUrl);
  return teardown;
}
