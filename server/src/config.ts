import path from 'node:path';

/** Every setting of the server. `loadConfig` reads them from the environment (documented in README "Settings"). */
export interface Config {
  host: string;
  /** API port; 0 picks a free one. */
  apiPort: number;
  /** Port of the built panel; 0 picks a free one. */
  panelPort: number;
  /** Folder of the built panel (Vite output); the panel listener starts only when `servePanel` is true. */
  panelDir: string;
  servePanel: boolean;
  /** The API's URL as the browser reaches it (behind a proxy, say); written into the served index.html. */
  apiPublicUrl: string | undefined;
  dataDir: string;
  /** `postgres://…` switches from the embedded SQLite database to PostgreSQL. */
  databaseUrl: string | undefined;
  /** SQLite `synchronous`: FULL keeps every acknowledged write through a power cut; NORMAL is faster (WAL keeps it crash-safe for process kills). */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  panelOrigins: string[];
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
  /** Failed sign-ins per account per 15 minutes. */
  signinLimitPerAccount: number;
  /** Code sends and verifications per IP per 15 minutes. */
  otpLimitPerIp: number;
  /** Public form submissions (enquiries, contact messages) per IP per 10 minutes. */
  publicFormLimitPerIp: number;
  trustProxy: boolean;
  /** Largest decoded image accepted, in pixels (width × height × frames); larger uploads answer 413. */
  uploadMaxPixels: number;
  logLevel: string;
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
  return {
    host: env.HOST || '127.0.0.1',
    apiPort: int(env, 'API_PORT', 3001),
    panelPort,
    panelDir: path.resolve(env.PANEL_DIR || 'dist'),
    servePanel: env.SERVE_PANEL !== '0',
    apiPublicUrl: env.API_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    dataDir,
    databaseUrl,
    sqliteSynchronous: synchronous,
    panelOrigins: (env.PANEL_ORIGIN || `http://127.0.0.1:${panelPort},http://localhost:${panelPort}`)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
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
    otpTtlSeconds: int(env, 'OTP_TTL_SECONDS', 300, 1),
    otpCooldownSeconds: int(env, 'OTP_COOLDOWN_SECONDS', 30),
    otpMaxPerHour: int(env, 'OTP_MAX_PER_HOUR', 5, 1),
    otpMaxAttempts: int(env, 'OTP_MAX_ATTEMPTS', 5, 1),
    signinLimitPerIp: int(env, 'SIGNIN_LIMIT_PER_IP', 30, 1),
    signinLimitPerAccount: int(env, 'SIGNIN_LIMIT_PER_ACCOUNT', 10, 1),
    otpLimitPerIp: int(env, 'OTP_LIMIT_PER_IP', 60, 1),
    publicFormLimitPerIp: int(env, 'PUBLIC_FORM_LIMIT_PER_IP', 10, 1),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    uploadMaxPixels: int(env, 'UPLOAD_MAX_PIXELS', 40_000_000, 1),
    logLevel: env.LOG_LEVEL || 'info',
    now: Date.now,
    ...overrides,
  };
}
