import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { parseStorageSettings, type StorageSettings } from '../src/services/storage/index.ts';

/** A local S3-compatible server for one test file: 127.0.0.1, a free port, its own folder, no network beyond it. */
export interface TestS3 {
  /** The settings a server under test reads (`STORAGE=s3` and the `S3_*` variables). */
  env: Record<string, string>;
  settings: StorageSettings;
  /** The folder s3rver keeps its objects in (to show that nothing lands on the API's own disk). */
  dir: string;
  close(): Promise<void>;
}

export async function startS3(bucket = 'media'): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = {
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
  return {
    env,
    settings: parseStorageSettings(env, dir),
    dir,
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
