import path from 'node:path';
import { localStorage } from './local.ts';
import { s3Storage, type S3Settings } from './s3.ts';
import type { Storage } from './storage.ts';

/** `STORAGE` and its settings, checked by `loadConfig`. */
export type StorageSettings = { driver: 'local'; dir: string } | ({ driver: 's3' } & S3Settings);

export function createStorage(settings: StorageSettings): Storage {
  return settings.driver === 's3' ? s3Storage(settings) : localStorage(settings.dir);
}

type Env = Record<string, string | undefined>;
const S3_NAMES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

/** An http(s) URL with no query, fragment or credentials, without its trailing slash. */
function baseUrl(env: Env, name: string, example: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password)
    throw new Error(`${name} must be an http(s) address like ${example}, without a query (got "${raw}")`);
  return raw.replace(/\/+$/, '');
}

/**
 * Reads `STORAGE` (`local`, the default, or `s3`) and the `S3_*` settings, with a message naming the setting that is
 * wrong. An `S3_*` setting with `STORAGE=local` is refused too: it means the operator expected the bucket.
 */
export function parseStorageSettings(env: Env, dataDir: string): StorageSettings {
  const driver = (env.STORAGE || 'local').trim().toLowerCase();
  if (driver !== 'local' && driver !== 's3') throw new Error(`STORAGE must be "local" or "s3" (got "${env.STORAGE}")`);
  if (driver === 'local') {
    const stray = S3_NAMES.find((name) => env[name]);
    if (stray)
      throw new Error(`${stray} is set but STORAGE is not "s3": set STORAGE=s3 to store uploads in the bucket`);
    return { driver, dir: path.join(dataDir, 'uploads') };
  }
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET (the bucket that holds the uploads)');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(
      `S3_BUCKET must be a bucket name: 3–63 lower-case letters, digits, dots or hyphens (got "${bucket}")`,
    );
  const endpoint = baseUrl(env, 'S3_ENDPOINT', 'https://s3.example.com');
  const region = env.S3_REGION?.trim() || (endpoint ? 'us-east-1' : '');
  if (!region) throw new Error('STORAGE=s3 needs S3_REGION (or S3_ENDPOINT for a service that ignores regions)');
  if (!/^[a-z0-9-]{2,32}$/.test(region))
    throw new Error(`S3_REGION must be a region name like eu-west-1 (got "${region}")`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK’s own chain',
    );
  const style = (env.S3_FORCE_PATH_STYLE || '').trim().toLowerCase();
  if (!['', '0', '1', 'true', 'false'].includes(style))
    throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0 (got "${env.S3_FORCE_PATH_STYLE}")`);
  return {
    driver,
    bucket,
    region,
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: style === '1' || style === 'true',
    publicUrl: baseUrl(env, 'S3_PUBLIC_URL', 'https://cdn.example.com'),
  };
}
