/**
 * The server's memory, measured on a real server process started as `npm start` and the production command start it
 * (scripts/server-node-args.mjs) and read from /proc as the `wholelist` benchmark does (Linux only):
 * - with the most whole-list streams a process runs at once (`MAX_STREAMS`), each reading a ~30 MB table to the end,
 *   the process grows by far less than the table. Each SQLite stream reads through a connection of its own; with
 *   16 MB page caches four streams held ~64 MB of pages;
 * - the sitemap is streamed too (chunked, never one string of every URL);
 * - `npm start` gives the server its V8 heap limit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import type { Db } from '../src/db/index.ts';
import { loadConfig } from '../src/config.ts';
import { MAX_STREAMS } from '../src/http/list.ts';
import { SERVER_HEAP_MB, SERVER_SEMI_SPACE_MB, serverNodeArgs } from '../../scripts/server-node-args.mjs';
import {
  ADMIN,
  eachDialect,
  freshPostgresDatabase,
  insertCategories,
  insertPosts,
  requester,
  signIn,
  type TestServer,
  serverEntry,
} from './helpers.ts';

const BLOGS = 3000;
const DESCRIPTION = `<p>${'Lorem ipsum dolor sit amet. '.repeat(360)}</p>`; // ~10 kB: a ~30 MB table
/**
 * What MAX_STREAMS whole lists at once may add to the process's C heap, and to its resident memory in all, by dialect.
 * SQLite: with 16 MB page caches the streams' pages alone pass the C-heap bar (+57 MB); with the 1 MB ones
 * (STREAM_CACHE_KIB) it grows by 5–7 MB on a quiet machine and up to 18 MB beside three busy processes. When the
 * stream pushed its pieces as Buffers (memory only a garbage collection frees) it grew by ~20 MB, and by 41 MB in a
 * loaded CI run.
 * PostgreSQL has no page cache in the process: its rows arrive in pg's buffers, which Node 24 allocates from the C
 * heap, 11–21 MB of growth (V8 collects them later) and 130–170 MB resident. A driver
 * reading without a cursor would hold each list's rows whole (4 × ~30 MB in buffers, twice that as strings), far
 * above both bars.
 */
const GROWTH_BUDGET_MB = {
  sqlite: { native: 36, rss: 220 },
  postgres: { native: 80, rss: 300 },
} as const;
const linux = fs.existsSync('/proc/self/status');

/**
 * Resident memory of a process in MB: all of it, and its C heap (glibc's main arena, the `[heap]` mapping: what SQLite
 * and other native code allocate on the main thread; the V8 heap is mapped apart from it).
 */
function memoryMb(pid: number): { rss: number; native: number } {
  const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  const native = /\[heap\]\n(?:.*\n)*?Rss:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/smaps`, 'utf8'))?.[1];
  return { rss: Number(rss ?? NaN) / 1024, native: Number(native ?? 0) / 1024 };
}

/** `count` published posts of ~10 kB each, numbered from `from`, written around the API. */
const seedPosts = (db: Db, from: number, count: number) =>
  insertPosts(db, from, count, () => ({ description: DESCRIPTION }));

eachDialect('whole lists stream in bounded memory (a server process)', (dialect) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let child: ChildProcess;
  let base: string;
  let token: string;
  let serverEnv: Record<string, string>;

  beforeAll(async () => {
    if (!linux) return;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-stream-memory-'));
    databaseUrl = dialect === 'postgres' ? await freshPostgresDatabase() : undefined;
    // The seeded posts' URLs are on example.com: the sitemap lists the website's host only.
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_PANEL: '0', SITE_URL: 'https://example.com' };
    // Seeded and signed in through the server's own code in this process, then served by a process of its own.
    const config = loadConfig(env, { databaseUrl });
    const seeding = await buildServer(config);
    await insertCategories(seeding.ctx.db, ['News'], (i) => ({ createdAt: Date.now() + i }));
    await seedPosts(seeding.ctx.db, 0, BLOGS);
    const testServer = { ...seeding, config, dataDir, request: requester(seeding) } as unknown as TestServer;
    token = await signIn(testServer, ADMIN);
    await seeding.close();
    serverEnv = env;
    child = spawn(process.execPath, [...serverNodeArgs(), serverEntry('main')], {
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: databaseUrl ?? '',
        API_PORT: '0',
        SERVE_SITE: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    base = await new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const url = /API listening on (\S+)/.exec(output)?.[1];
        if (url) resolve(url);
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Reads a whole list to the end without keeping it; its row count. */
  async function readWholeList(): Promise<number> {
    const reply = await fetch(`${base}/blogs/list`, { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status).toBe(200);
    let rows = 0;
    let tail = '';
    const decoder = new TextDecoder();
    for await (const chunk of reply.body as unknown as AsyncIterable<Uint8Array>) {
      const text = tail + decoder.decode(chunk, { stream: true });
      rows += text.split('"blogId":').length - 1;
      tail = text.slice(-8);
      rows -= tail.split('"blogId":').length - 1;
    }
    return rows + tail.split('"blogId":').length - 1;
  }

  const budget = GROWTH_BUDGET_MB[dialect];
  it.skipIf(!linux)(
    `grows by less than ${budget.native} MB of C heap while ${MAX_STREAMS} whole lists of ~30 MB stream at once`,
    async () => {
      // One list first: the code paths and the first connection's memory are warm, as on a server that has run.
      expect(await readWholeList()).toBe(BLOGS);
      const pid = child.pid as number;
      const before = memoryMb(pid);
      const peak = { ...before };
      const sample = () => {
        const now = memoryMb(pid);
        peak.rss = Math.max(peak.rss, now.rss);
        peak.native = Math.max(peak.native, now.native);
      };
      const sampler = setInterval(sample, 20);
      let counts: number[];
      try {
        counts = await Promise.all(Array.from({ length: MAX_STREAMS }, () => readWholeList()));
      } finally {
        clearInterval(sampler);
      }
      sample();
      expect(counts).toEqual(Array.from({ length: MAX_STREAMS }, () => BLOGS));
      const seen = `C heap ${before.native.toFixed(0)} → ${peak.native.toFixed(0)} MB, resident ${before.rss.toFixed(0)} → ${peak.rss.toFixed(0)} MB`;
      // Pages of the table kept per stream would show here (each stream reads all ~30 MB of it).
      expect(peak.native - before.native, seen).toBeLessThan(budget.native);
      // Nothing holds a whole list (4 × 30 MB); what remains is the garbage V8 collects as it goes.
      expect(peak.rss - before.rss, seen).toBeLessThan(budget.rss);
    },
    60_000,
  );

  it.skipIf(!linux)('streams the sitemap: sent chunked as it is read, every visible post in it', async () => {
    const reply = await fetch(`${base}/content/sitemap.xml`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-length')).toBeNull();
    expect(reply.headers.get('transfer-encoding')).toBe('chunked');
    const text = await reply.text();
    expect(text.match(/<url><loc>/g)).toHaveLength(BLOGS);
    expect(text.endsWith('</urlset>\n')).toBe(true);
  });

  /**
   * The export sends every visible post with its body, read in batches and written as it goes, so what the process
   * grows by while sending it does not depend on how much it sends: exporting twice as many posts (~30 MB,
   * then ~60 MB) grows it by about the same. Built as one string, or one array of posts, the second export would
   * hold at least twice the 30 MB more (rows, then JSON text). The bound allows half the extra MB: resident size
   * moves with the collector's timing (PostgreSQL's run grew by 11 MB more once).
   */
  it.skipIf(!linux)(
    'exports every post with its body in memory that does not grow with the export',
    async () => {
      const created = await fetch(`${base}/contentKeys/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'memory test' }),
      });
      expect(created.status).toBe(201);
      const { key } = ((await created.json()) as { result: { key: string } }).result;
      const pid = child.pid as number;
      /** One whole export, read as it comes: the lines and MB sent, and how much the server grew meanwhile. */
      const exportAll = async () => {
        const before = memoryMb(pid).rss;
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(pid).rss)), 20);
        let lines = 0;
        let bytes = 0;
        try {
          const reply = await fetch(`${base}/content/export.ndjson`, { headers: { authorization: `Bearer ${key}` } });
          expect(reply.status).toBe(200);
          for await (const chunk of reply.body as unknown as AsyncIterable<Uint8Array>) {
            bytes += chunk.length;
            for (const byte of chunk) if (byte === 10) lines++;
          }
        } finally {
          clearInterval(sampler);
        }
        return { lines, mb: bytes / 1024 / 1024, grew: Math.max(peak, memoryMb(pid).rss) - before };
      };
      // Once to warm the code paths, the connection and the page cache, as on a server that has run.
      await exportAll();
      const small = await exportAll();
      expect(small.lines).toBe(BLOGS);

      // Twice as many posts again, written around the API by this process while the server runs.
      const seeding = await buildServer(loadConfig(serverEnv, { databaseUrl }));
      try {
        await seedPosts(seeding.ctx.db, BLOGS, BLOGS);
      } finally {
        await seeding.close();
      }
      const large = await exportAll();
      expect(large.lines).toBe(2 * BLOGS);
      const seen = `grew ${small.grew.toFixed(0)} MB sending ${small.mb.toFixed(0)} MB, ${large.grew.toFixed(0)} MB sending ${large.mb.toFixed(0)} MB`;
      console.log(seen);
      expect(large.mb - small.mb, seen).toBeGreaterThan(25);
      expect(large.grew - small.grew, seen).toBeLessThan((large.mb - small.mb) / 2);
    },
    120_000,
  );
});

/** The command line of `pid`'s child processes. */
function childCommands(pid: number): string[][] {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean);
  return children.map((child) => fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').filter(Boolean));
}

describe.skipIf(!linux)('npm start', () => {
  const semiSpace = `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`;
  it.each([
    ['by default', {}, [`--max-old-space-size=${SERVER_HEAP_MB}`, semiSpace]],
    ["keeping an operator's own limit in NODE_OPTIONS", { NODE_OPTIONS: '--max-old-space-size=700' }, [semiSpace]],
    [
      "keeping an operator's own young generation in NODE_OPTIONS",
      { NODE_OPTIONS: '--max-semi-space-size=32' },
      [`--max-old-space-size=${SERVER_HEAP_MB}`],
    ],
  ])(
    'starts the server with its V8 heap limits %s',
    async (_name, env: Record<string, string>, expected) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-heap-'));
      const start = spawn(process.execPath, ['scripts/start.mjs'], {
        env: { ...process.env, ...env, DATA_DIR: dir, SERVE_PANEL: '0', SERVE_SITE: '0', API_PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        let output = '';
        await new Promise<void>((resolve, reject) => {
          start.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            // npm start's banner: it prints the API's address once the server listens.
            if (/^ {2}API: +\S+/m.test(output)) resolve();
          });
          start.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
        });
        const [server] = childCommands(start.pid as number);
        expect(server?.some((arg) => /server\/(src\/main\.ts|dist\/main\.js)$/.test(arg))).toBe(true);
        expect(server?.filter((arg) => /^--max-(old|semi)-space-size/.test(arg))).toEqual(expected);
      } finally {
        const exited = new Promise((resolve) => start.once('exit', resolve));
        start.kill('SIGTERM');
        await exited;
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
