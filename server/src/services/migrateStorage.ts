/**
 * `npm run admin -- migrate-storage --to s3`: copies every stored file (originals and renditions) from the server's
 * disk (`DATA_DIR/uploads`) to the bucket, reads each back and compares its SHA-256, and says what it did. A file the
 * bucket already holds with the same bytes is left alone, so running it again is safe (and finishes a run that
 * stopped half way).
 */
import { createHash } from 'node:crypto';
import { contentTypeOf, type Storage } from './storage/storage.ts';

export interface MigrationReport {
  copied: number;
  /** Already in the bucket with the same bytes. */
  unchanged: number;
  /** Keys whose copy could not be written or did not read back the same. */
  failed: string[];
}

async function digest(storage: Storage, key: string): Promise<string | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of object.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function bytesOf(storage: Storage, key: string): Promise<Buffer | undefined> {
  const object = await storage.get(key);
  return object && Buffer.concat(await object.body.toArray());
}

export async function migrateStorage(
  source: Storage,
  target: Storage,
  say: (line: string) => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, unchanged: 0, failed: [] };
  for await (const { key, size } of source.list('')) {
    try {
      const bytes = await bytesOf(source, key);
      if (!bytes) continue; // removed since it was listed
      const want = createHash('sha256').update(bytes).digest('hex');
      const there = await target.head(key);
      if (there?.size === size && (await digest(target, key)) === want) {
        report.unchanged++;
        continue;
      }
      await target.put(key, bytes, contentTypeOf(key));
      if ((await digest(target, key)) !== want) throw new Error('the copy reads back different bytes');
      report.copied++;
    } catch (error) {
      report.failed.push(key);
      say(`failed: ${key}: ${(error as Error).message}`);
    }
  }
  say(
    `${report.copied} copied, ${report.unchanged} already in the bucket, ${report.failed.length} failed` +
      (report.failed.length ? ': run it again, then look at the keys above' : ''),
  );
  return report;
}
