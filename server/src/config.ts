import net from 'node:net';
import path from 'node:path';
import { serializePageUrl } from '../../src/contract/url.ts';
import { SETTING_DEFAULTS } from '../../src/domain/defaults.ts';
import { defaultMaxConnections } from './http/listener.ts';
import { chooseLogFormat, type LogFormat } from './http/logformat.ts';
import { parseStorageSettings, type StorageSettings } from './services/storage/index.ts';

/**
 * Every setting of the server. `loadConfig` reads them from the environment (documented in
 * docs/operations.md#settings).
 */
export interface Config {
  host: string;
  /** API port; 0 picks a free one. */
  apiPort: number;
  /** Port of the built panel; 0 picks a free one. */
  panelPort: number;
  /** Folder of the built panel (Vite output); the panel listener starts only when `servePanel` is true. */
  panelDir: string;
  servePanel: boolean;
  /** Port of the demo website (`site/`); 0 picks a free one. */
  sitePort: number;
  /** Folder of the demo website; its listener starts only when `serveSite` is true. */
  siteDir: string;
  serveSite: boolean;
  /** The API's URL as the browser reaches it (behind a proxy, say); written into the served index.html. */
  apiPublicUrl: string | undefined;
  dataDir: string;
  /** Where uploads live: `STORAGE=local` (DATA_DIR/uploads) or `STORAGE=s3` and its `S3_*` settings. */
  storage: StorageSettings;
  /** `postgres://…` switches from the embedded SQLite database to PostgreSQL. */
  databaseUrl: string | undefined;
  /** SQLite `synchronous`: FULL keeps every acknowledged write through a power cut; NORMAL is faster (WAL keeps it crash-safe for process kills). */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  panelOrigins: string[];
  /** True when PANEL_ORIGIN names the origins; else they follow the panel's port (a free one with PORT=0). */
  panelOriginsFromEnv: boolean;
  /** Origins of the website, allowed by CORS on the public form endpoints only (enquiries, contact messages). */
  siteOrigins: string[];
  /** True when SITE_ORIGIN names the origins; else they follow the demo site's port. */
  siteOriginsFromEnv: boolean;
  /** Extra origins the panel may load images from (its CSP `img-src`), e.g. the CDN of the images in posts. */
  panelImageOrigins: string[];
  adminEmail: string;
  adminPassword: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  otpDelivery: 'outbox' | 'smtp';
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** Lifetime of a pre-code session (password accepted, code not yet verified). */
  sessionPendingSeconds: number;
  otpTtlSeconds: number;
  otpCooldownSeconds: number;
  otpMaxPerHour: number;
  otpMaxAttempts: number;
  /** Sign-in attempts per IP per 15 minutes. */
  signinLimitPerIp: number;
  /** Failed sign-ins of one account from one client (IP) per 15 minutes: the hard limit. */
  signinLimitPerClient: number;
  /** Failed sign-ins of one account from all clients per 15 minutes before back-off and the alert mail. */
  signinLimitPerAccount: number;
  /** Code sends and verifications per IP per 15 minutes. */
  otpLimitPerIp: number;
  /** Public form submissions (enquiries, contact messages) per IP per 10 minutes. */
  publicFormLimitPerIp: number;
  /**
   * Which peers may set the client address through `X-Forwarded-For`: `false` none, a number N = the nearest N hops
   * are proxies, or a list of proxy addresses/CIDRs. The client is the right-most address not trusted.
   */
  trustProxy: false | number | string[];
  /** Largest decoded image accepted, in pixels (width × height × frames); larger uploads answer 413. */
  uploadMaxPixels: number;
  /** A request (headers and body) not fully received this long after it started is answered 408 and closed. */
  requestTimeoutSeconds: number;
  /** The same for the request's headers alone (at most `requestTimeoutSeconds`). */
  headersTimeoutSeconds: number;
  /** Open connections per listener in all; more are answered 503 and closed. */
  maxConnections: number;
  /** Open connections per client (IPv6: per /64) per listener; more are answered 429 and closed; 0 = no cap. */
  maxConnectionsPerIp: number;
  /** A connection whose answer has bytes waiting and the client takes none of them for this long is closed. */
  responseStallSeconds: number;
  /** Content API (`/content/*`) requests per IP per minute, counted by each API instance. */
  contentLimitPerMinute: number;
  /** Requests per minute of one Content API key (`Authorization: Bearer <key>` on `/content/*`). */
  contentKeyLimitPerMinute: number;
  /**
   * Seconds a cache may keep a Content API answer (`max-age`, also `stale-while-revalidate` and a 404's `max-age`):
   * 1–60, so an unpublished post leaves every cache within two minutes.
   */
  contentMaxAge: number;
  /** URLs per sitemap before `/content/sitemap.xml` becomes a sitemap index (sitemaps.org's maximum is 50,000). */
  sitemapMaxUrls: number;
  /** Bytes per sitemap (uncompressed) before it becomes an index: sitemaps.org's 50 MB; tests set less. */
  sitemapMaxBytes: number;
  /** The RSS feed's channel title. */
  feedTitle: string;
  /**
   * The content website's own URL (`SITE_URL`, no trailing slash): the RSS feed's channel link, the host the sitemap
   * lists, the URL the panel proposes for a new post, the SEO report's "on the site" test. Unset, it is the demo
   * site's own URL (`siteUrlFromEnv` false: the server sets it to where the demo site listens).
   */
  siteUrl: string;
  siteUrlFromEnv: boolean;
  logLevel: string;
  /** `json` (pino lines) or `pretty` (one readable line per request, for a terminal); see `chooseLogFormat`. */
  logFormat: LogFormat;
  /** Days a trashed record is kept before it is purged automatically (1–3650). */
  trashRetentionDays: number;
  /** Revisions kept per blog post, meta page and category (`REVISIONS_KEEP`, 1–10,000); the oldest drop first. */
  revisionsKeep: number;
  /** Seconds a draft preview link works (`PREVIEW_TTL_SECONDS`, 60 to 30 days). */
  previewTtlSeconds: number;
  /** WEBHOOK_ALLOW_PRIVATE=1: webhooks may target loopback and private addresses (local hosts, tests). */
  webhookAllowPrivate: boolean;
  /** Seconds of content changes coalesced into one `site.changed` delivery (WEBHOOK_DEBOUNCE_SECONDS, default 10). */
  webhookDebounceSeconds: number;
  /** How often the scheduler and the delivery queue run, in ms (WEBHOOK_TICK_MS, default 2000; 0: only when asked). */
  webhookTickMs: number;
  /** How long a receiver has to answer a delivery, in ms (10 s). */
  webhookTimeoutMs: number;
  /**
   * Days a finished webhook delivery (succeeded or finally failed) is kept in the delivery log
   * (`WEBHOOK_RETENTION_DAYS`, 1–3650, default 30); the newest `webhookDeliveriesKept` of each webhook stay.
   */
  webhookRetentionDays: number;
  /** Deliveries of each webhook kept whatever their age (100), so its log always shows recent history. */
  webhookDeliveriesKept: number;
  /** LINK_CHECK=1: links to other sites are checked now and then (services/linkChecks.ts). */
  linkCheck: boolean;
  /** Hours before an address is checked again (LINK_CHECK_INTERVAL_HOURS, default 24). */
  linkCheckIntervalHours: number;
  /** How often a run of checks starts, in ms (LINK_CHECK_TICK_MS, default 60,000; 0: only when asked). */
  linkCheckTickMs: number;
  /** Pause between two requests to one host, in ms (LINK_CHECK_HOST_SPACING_MS, default 1,000). */
  linkCheckHostSpacingMs: number;
  /** How long a checked site has to answer, in ms (LINK_CHECK_TIMEOUT_MS, default 10,000). */
  linkCheckTimeoutMs: number;
  /** Clock in epoch ms; tests may replace it. */
  now: () => number;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  return value;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `TRUST_PROXY`: `0` (none), a number of proxy hops, or a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^[0-9]{1,2}$/.test(value)) return Number(value);
  if (value === 'true')
    throw new Error('TRUST_PROXY=true would let any client choose its address: give the number of proxy hops (e.g. 1)');
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = net.isIP(address);
    const maxBits = family === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^[0-9]{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!(PROXY_NAMES.has(entry) || (family !== 0 && validBits && extra === undefined))) {
      throw new Error(
        `TRUST_PROXY must be 0, a number of hops, or addresses/CIDRs separated by commas (got "${entry}")`,
      );
    }
  }
  return entries;
}

/** `SITE_URL`: an http(s) URL with no query or fragment, kept without its trailing slash; unset, the demo site's. */
export function parseSiteUrl(raw: string | undefined, host: string, sitePort: number): string {
  if (!raw) return `http://${host.includes(':') ? `[${host}]` : host}:${sitePort}`;
  const url = serializePageUrl(raw);
  if (!url || url.includes('?'))
    throw new Error(`SITE_URL must be the website's http(s) address, like https://www.example.com (got "${raw}")`);
  return url.replace(/\/+$/, '');
}

/** The origins a browser on this machine uses for a listener on `port`. */
export const localOrigins = (port: number) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`];

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const smtpUrl = env.SMTP_URL || undefined;
  const delivery = env.OTP_DELIVERY || (smtpUrl ? 'smtp' : 'outbox');
  if (delivery !== 'outbox' && delivery !== 'smtp') throw new Error('OTP_DELIVERY must be "outbox" or "smtp"');
  if (delivery === 'smtp' && !smtpUrl) throw new Error('OTP_DELIVERY=smtp needs SMTP_URL');
  const synchronous = (env.SQLITE_SYNCHRONOUS || 'FULL').toUpperCase();
  if (synchronous !== 'FULL' && synchronous !== 'NORMAL') throw new Error('SQLITE_SYNCHRONOUS must be FULL or NORMAL');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('DATABASE_URL must start with postgres://');
  const panelPort = int(env, 'PORT', 3000);
  const sitePort = int(env, 'SITE_PORT', 3002);
  const origins = (value: string) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const requestTimeoutSeconds = int(env, 'REQUEST_TIMEOUT_SECONDS', 60, 1);
  const trashRetentionDays = int(env, 'TRASH_RETENTION_DAYS', SETTING_DEFAULTS.trashRetentionDays, 1);
  const responseStallSeconds = int(env, 'RESPONSE_STALL_SECONDS', 30, 1);
  if (responseStallSeconds > 3600)
    throw new Error(`RESPONSE_STALL_SECONDS must be at most 3600 (got "${responseStallSeconds}")`);
  if (trashRetentionDays > 3650)
    throw new Error(`TRASH_RETENTION_DAYS must be at most 3650 (got "${trashRetentionDays}")`);
  const webhookRetentionDays = int(env, 'WEBHOOK_RETENTION_DAYS', 30, 1);
  if (webhookRetentionDays > 3650)
    throw new Error(`WEBHOOK_RETENTION_DAYS must be at most 3650 (got "${webhookRetentionDays}")`);
  return {
    host: env.HOST || '127.0.0.1',
    apiPort: int(env, 'API_PORT', 3001),
    panelPort,
    panelDir: path.resolve(env.PANEL_DIR || 'dist'),
    servePanel: env.SERVE_PANEL !== '0',
    sitePort,
    siteDir: path.resolve(env.SITE_DIR || 'site'),
    // Unset, it follows SERVE_PANEL, so "only the API" (SERVE_PANEL=0, as tests and `npm run serve:api` use) stays that.
    serveSite: env.SERVE_SITE ? env.SERVE_SITE !== '0' : env.SERVE_PANEL !== '0',
    apiPublicUrl: env.API_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    dataDir,
    // An overridden data folder (a test's restored copy) brings its uploads along.
    storage: parseStorageSettings(env, overrides.dataDir ?? dataDir),
    databaseUrl,
    sqliteSynchronous: synchronous,
    panelOrigins: origins(env.PANEL_ORIGIN || localOrigins(panelPort).join(',')),
    panelOriginsFromEnv: Boolean(env.PANEL_ORIGIN),
    siteOrigins: origins(env.SITE_ORIGIN || localOrigins(sitePort).join(',')),
    siteOriginsFromEnv: Boolean(env.SITE_ORIGIN),
    panelImageOrigins: (env.PANEL_IMAGE_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => {
        const parsed = URL.canParse(origin) ? new URL(origin) : undefined;
        if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, ''))
          throw new Error(
            `PANEL_IMAGE_ORIGINS must list http(s) origins like https://cdn.example.com (got "${origin}")`,
          );
        return parsed.origin;
      }),
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || 'Admin@12345',
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Content Admin <no-reply@localhost>',
    otpDelivery: delivery,
    sessionIdleSeconds: int(env, 'SESSION_IDLE_SECONDS', 30 * 60, 1),
    sessionAbsoluteSeconds: int(env, 'SESSION_ABSOLUTE_SECONDS', 12 * 60 * 60, 1),
    sessionPendingSeconds: int(env, 'SESSION_PENDING_SECONDS', 15 * 60, 1),
    otpTtlSeconds: int(env, 'OTP_TTL_SECONDS', SETTING_DEFAULTS.otpTtlSeconds, 1),
    otpCooldownSeconds: int(env, 'OTP_COOLDOWN_SECONDS', SETTING_DEFAULTS.otpCooldownSeconds),
    otpMaxPerHour: int(env, 'OTP_MAX_PER_HOUR', SETTING_DEFAULTS.otpMaxPerHour, 1),
    otpMaxAttempts: int(env, 'OTP_MAX_ATTEMPTS', SETTING_DEFAULTS.otpMaxAttempts, 1),
    signinLimitPerIp: int(env, 'SIGNIN_LIMIT_PER_IP', 30, 1),
    signinLimitPerClient: int(env, 'SIGNIN_LIMIT_PER_CLIENT', 10, 1),
    signinLimitPerAccount: int(env, 'SIGNIN_LIMIT_PER_ACCOUNT', 10, 1),
    otpLimitPerIp: int(env, 'OTP_LIMIT_PER_IP', 60, 1),
    publicFormLimitPerIp: int(env, 'PUBLIC_FORM_LIMIT_PER_IP', 10, 1),
    uploadMaxPixels: int(env, 'UPLOAD_MAX_PIXELS', 40_000_000, 1),
    trustProxy,
    requestTimeoutSeconds,
    headersTimeoutSeconds: Math.min(int(env, 'HEADERS_TIMEOUT_SECONDS', 20, 1), requestTimeoutSeconds),
    maxConnections: int(env, 'MAX_CONNECTIONS', defaultMaxConnections(), 1),
    // Behind a proxy every connection comes from the proxy: the per-client cap is then the proxy's job unless set.
    maxConnectionsPerIp: int(env, 'MAX_CONNECTIONS_PER_IP', trustProxy === false ? 64 : 0),
    responseStallSeconds,
    contentLimitPerMinute: int(env, 'CONTENT_LIMIT_PER_IP', 600, 1),
    contentKeyLimitPerMinute: int(env, 'CONTENT_LIMIT_PER_KEY', 6000, 1),
    contentMaxAge: Math.min(60, int(env, 'CONTENT_MAX_AGE', 60, 1)),
    sitemapMaxUrls: Math.min(50_000, int(env, 'SITEMAP_MAX_URLS', 50_000, 1)),
    sitemapMaxBytes: 52_428_800,
    feedTitle: env.FEED_TITLE?.trim() || 'Blog',
    siteUrl: parseSiteUrl(env.SITE_URL, env.HOST || '127.0.0.1', sitePort),
    siteUrlFromEnv: Boolean(env.SITE_URL),
    trashRetentionDays,
    revisionsKeep: Math.min(10_000, int(env, 'REVISIONS_KEEP', SETTING_DEFAULTS.revisionsKeep, 1)),
    previewTtlSeconds: Math.min(30 * 86_400, int(env, 'PREVIEW_TTL_SECONDS', SETTING_DEFAULTS.previewTtlSeconds, 60)),
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === '1',
    webhookDebounceSeconds: int(env, 'WEBHOOK_DEBOUNCE_SECONDS', 10),
    webhookTickMs: int(env, 'WEBHOOK_TICK_MS', 2000),
    webhookTimeoutMs: 10_000,
    webhookRetentionDays,
    webhookDeliveriesKept: 100,
    linkCheck: env.LINK_CHECK === '1',
    linkCheckIntervalHours: int(env, 'LINK_CHECK_INTERVAL_HOURS', 24, 1),
    linkCheckTickMs: int(env, 'LINK_CHECK_TICK_MS', 60_000),
    linkCheckHostSpacingMs: int(env, 'LINK_CHECK_HOST_SPACING_MS', 1000),
    linkCheckTimeoutMs: Math.min(60_000, int(env, 'LINK_CHECK_TIMEOUT_MS', 10_000, 100)),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: chooseLogFormat(env, Boolean(process.stdout.isTTY)),
    now: Date.now,
    ...overrides,
  };
}
