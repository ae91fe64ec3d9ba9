import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Insertable } from 'kysely';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { buildServer, type ApiServer } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Db } from '../src/db/index.ts';
import type { Database } from '../src/db/schema.ts';
import { InCodeProvider } from '../src/db/migrations/index.ts';
import { DatabaseSync, kyselySqlite } from '../src/db/sqlite.ts';
import { categoryNameKey } from '../../src/lib/uniqueKeys.ts';

export type DialectName = 'sqlite' | 'postgres';
const pgUrl = inject('pgUrl');
const pgTemplate = inject('pgTemplate');
const sqliteTemplate = inject('sqliteTemplate');

/**
 * The file that runs the server (`main`) or its CLI (`cli`) as a process of its own: in the suite's bundle of the
 * server (global-setup.ts), as a deployment runs `node server/dist/main.js`. Node's own options go before it.
 */
export const serverEntry = (entry: 'main' | 'cli'): string => path.join(inject('serverBundle'), `${entry}.js`);

/** Runs a suite once per database; the PostgreSQL run is skipped (and reported as skipped) without a server. */
export function eachDialect(name: string, suite: (dialect: DialectName) => void): void {
  describe.each(['sqlite', 'postgres'] as const)(`${name} [%s]`, (dialect) => {
    describe.skipIf(dialect === 'postgres' && !pgUrl)('', () => suite(dialect));
  });
}

/**
 * How a test database is copied from its template. PostgreSQL 15's default (WAL_LOG) writes every block of the copy
 * through the write-ahead log, which costs far more CPU than FILE_COPY: a copy of the files and a checkpoint,
 * cheap on the suite's cluster without fsync (global-setup.ts; bench/results/test-time.md). Older servers know only
 * the file copy.
 */
let copyStrategy: Promise<string> | undefined;
const strategyFor = (client: pg.Client) =>
  (copyStrategy ??= client
    .query<{ server_version_num: string }>('SHOW server_version_num')
    .then(({ rows }) => (Number(rows[0]?.server_version_num) >= 150000 ? ' STRATEGY FILE_COPY' : '')));

/** A new database on the suite's cluster, a copy of `template`. */
async function newPostgresDatabase(template: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}${await strategyFor(client)}`);
  await client.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, empty PostgreSQL database on the suite's cluster. */
export const freshPostgresDatabase = () => newPostgresDatabase('template1');

/**
 * A fresh PostgreSQL database with every migration run: a copy of the suite's template, which the server's own
 * migrations made once (global-setup.ts), instead of running them again for each test server.
 */
export const migratedPostgresDatabase = () => newPostgresDatabase(pgTemplate);

/** Puts a copy of the suite's migrated SQLite database (global-setup.ts) in `dataDir`, where the server opens it. */
function copyMigratedSqlite(dataDir: string): void {
  for (const name of ['admin.sqlite', 'admin.sqlite-wal']) {
    const file = path.join(sqliteTemplate, name);
    if (fs.existsSync(file)) fs.copyFileSync(file, path.join(dataDir, name));
  }
}

/**
 * A database (temporary data dir for SQLite, a fresh one on PostgreSQL) migrated only up to `migration`, to write rows
 * as they were before a later migration; destroy `old`, then start a server on `dataDir` / `databaseUrl`.
 */
export async function databaseMigratedTo(dialect: DialectName, migration: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-migrate-'));
  const databaseUrl = dialect === 'postgres' ? await freshPostgresDatabase() : undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was then
  const old = new Kysely<any>({
    dialect: databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) })
      : new SqliteDialect({ database: kyselySqlite(new DatabaseSync(path.join(dataDir, 'admin.sqlite'))) }),
  });
  const { error } = await new Migrator({ db: old, provider: new InCodeProvider(dialect) }).migrateTo(migration);
  if (error) throw error instanceof Error ? error : new Error(`migrating to ${migration} failed`);
  return { old, dataDir, databaseUrl };
}

/** The category "News" in a database at an older migration (`databaseMigratedTo`), for the posts a migration test writes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was then
export async function insertOldCategory(old: Kysely<any>, createdAt: number) {
  await old
    .insertInto('categories')
    .values({
      category: 'News',
      categoryKey: 'news',
      categoryUrl: '/n',
      categoryDescription: 'd',
      createdAt,
      version: 1,
    })
    .execute();
}

export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

export interface TestServer extends ApiServer {
  config: Config;
  dataDir: string;
  clock: { now: number; advance(seconds: number): void };
  request: ReturnType<typeof requester>;
}

/**
 * A real server on a temporary data dir (and a fresh database on PostgreSQL), driven over Fastify's inject.
 * `clock` replaces the server's clock so expiry can be tested without waiting. The database starts migrated (a copy
 * of the suite's template); the server still opens and migrates it as at every start.
 */
export async function startTestServer(
  dialect: DialectName,
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-api-'));
  const databaseUrl =
    dialect === 'postgres' ? (overrides.databaseUrl ?? (await migratedPostgresDatabase())) : undefined;
  if (dialect === 'sqlite' && !env.DATA_DIR && !overrides.dataDir) copyMigratedSqlite(dataDir);
  const clock = {
    now: Date.now(),
    advance(seconds: number) {
      clock.now += seconds * 1000;
    },
  };
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', SERVE_PANEL: '0', ...env },
    { now: () => clock.now, databaseUrl, ...overrides },
  );
  const server = await buildServer(config, { checkAnswers: true });
  return {
    ...server,
    config,
    dataDir,
    clock,
    request: requester(server),
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body built by hand, so tests control every byte (names, types, sizes). */
export function multipart(fields: Record<string, string>, file?: Upload & { field?: string }) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  raw: Buffer;
}

export function requester(server: ApiServer) {
  return async function request(
    method: Method,
    url: string,
    options: {
      token?: string;
      json?: unknown;
      form?: ReturnType<typeof multipart>;
      ip?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | Buffer | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = options.form.contentType;
      payload = options.form.payload;
    }
    const response = await server.app.inject({
      method,
      url,
      headers,
      payload,
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body, headers: response.headers, raw: response.rawPayload };
  };
}

const outboxFiles = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
};

/** The outbox messages (`.eml` text) whose subject is `subject`, oldest first. */
export function outboxMessages(dataDir: string, subject: string): string[] {
  return outboxFiles(dataDir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dataDir, 'outbox', name), 'utf8'))
    .filter((text) => text.includes(`Subject: ${subject}`));
}

/** Asks for a code and reads it from the new .eml the server wrote to the outbox. */
export async function sendCode(
  server: TestServer,
  token: string,
  email = ADMIN.email,
): Promise<{ code: string; reply: Reply }> {
  const before = new Set(outboxFiles(server.dataDir));
  const reply = await server.request('POST', '/otp/sendOtp', { token, json: { email, otp: '' } });
  // Only code mails: a failed-sign-in alert may land in the same outbox.
  const added = outboxFiles(server.dataDir).filter(
    (name) =>
      !before.has(name) &&
      fs.readFileSync(path.join(server.dataDir, 'outbox', name), 'utf8').includes('Subject: Your sign-in code'),
  );
  if (reply.status !== 200) return { code: '', reply };
  if (added.length !== 1) throw new Error(`expected one new message in the outbox, found ${added.length}`);
  const text = fs.readFileSync(path.join(server.dataDir, 'outbox', added[0] as string), 'utf8');
  const code = /code is (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error('no code in the message');
  return { code, reply };
}

export async function passwordToken(server: TestServer, credentials = ADMIN): Promise<string> {
  const reply = await server.request('POST', '/auth/signin', {
    json: { emailId: credentials.email, password: credentials.password },
  });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body as { token: string }).token;
}

/** Password + code: a full session token. */
export async function signIn(server: TestServer, credentials = ADMIN): Promise<string> {
  const token = await passwordToken(server, credentials);
  const { code } = await sendCode(server, token, credentials.email);
  const verified = await server.request('POST', '/otp/verifyOtp', {
    token,
    json: { email: credentials.email, otp: code },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status}`);
  return token;
}

/**
 * A category URL of its own for each name (issue 33 item 6: a category's URL is unique): two names share it exactly
 * when they are look-alikes, so a test of name conflicts meets no URL conflict it did not ask for.
 */
export const categoryUrlOf = (name: string) => `/c/${Buffer.from(categoryNameKey(name)).toString('hex')}`;

/** The category "News", which `blogFields` files posts under. */
export async function addNewsCategory(server: TestServer, token: string): Promise<void> {
  const reply = await server.request('POST', '/category/addCategory', {
    token,
    json: { category: 'News', categoryUrl: '/c', categoryDescription: 'd' },
  });
  if (reply.status !== 201) throw new Error(`adding the category failed: ${reply.status}`);
}

// Smallest valid images of each accepted type, and a few that must be refused.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const HTML_AS_PNG = Buffer.from('<html><body><script>alert(1)</script></body></html>');

export function uploadFiles(server: TestServer, kind: 'blogs' | 'meta'): string[] {
  const dir = path.join(server.dataDir, 'uploads', kind);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** The names of the stored files of `kind`, through the server's storage (its disk or its bucket). */
export async function storedFiles(server: TestServer, kind: 'blogs' | 'meta'): Promise<string[]> {
  const names: string[] = [];
  for await (const { key } of server.ctx.storage.list(`${kind}/`)) names.push(key.slice(kind.length + 1));
  return names.sort();
}

/** A valid blog form; `extra` overrides fields. */
export const blogFields = (blogId: string, extra: Record<string, string> = {}) => ({
  blogId,
  blogTitle: `Title of ${blogId}`,
  blogUrl: `https://example.com/blog/${blogId}`,
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  description: '<p>Hello <strong>world</strong></p>',
  category: 'News',
  creator: 'ignored',
  changer: 'ignored',
  channel: 'API',
  createdDate: '2001-01-01T00:00:00Z',
  changedDate: '2001-01-01T00:00:00Z',
  ...extra,
});

/** Inserts categories straight into the database (key: the lower-cased name); `row` sets each one's other columns. */
/**
 * Inserts `count` published posts in the category "News" straight into the database (as a seed or a bulk import
 * writes them, around the API), numbered from `from`, newest first, in batches of 500; `row` sets or overrides columns.
 */
export async function insertPosts(
  db: Db,
  from: number,
  count: number,
  row: (i: number) => Partial<Insertable<Database['blogs']>> = () => ({}),
): Promise<void> {
  const now = Date.now();
  for (let start = from; start < from + count; start += 500) {
    await db
      .insertInto('blogs')
      .values(
        Array.from({ length: Math.min(500, from + count - start) }, (_, k) => {
          const i = start + k;
          return {
            blogId: `post-${i}`,
            blogTitle: `Post ${i}`,
            blogUrl: `https://example.com/${i}`,
            metaTitle: 'm',
            metaDescription: 'd',
            description: '<p>Text</p>',
            category: 'News',
            creator: 'seed',
            changer: 'seed',
            channel: 'API',
            createdDate: now - i,
            status: 'published',
            publishedAt: now - i,
            changedDate: now,
            imageUrl: null,
            version: 1,
            ...row(i),
          };
        }),
      )
      .execute();
  }
}

export async function insertCategories(
  db: Db,
  names: readonly string[],
  row: (i: number) => { createdAt: number; categoryDescription?: string },
): Promise<void> {
  await db
    .insertInto('categories')
    .values(
      names.map((category, i) => ({
        category,
        categoryKey: category.toLowerCase(),
        categoryUrl: `/${category}`,
        categoryDescription: 'd',
        version: 1,
        ...row(i),
      })),
    )
    .execute();
}
