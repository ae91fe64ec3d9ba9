import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, checkPrefix, READ_CHUNK, type Storage, type StoredObject } from './storage.ts';

/**
 * Files under one folder of the server's disk (`DATA_DIR/uploads`): a key is a relative path. A file is written to a
 * temporary name beside its place, synced, then renamed into place, so a crash never leaves a half-written file under a
 * name a record points to; temporary names start with a dot and are never listed.
 */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    driver: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await fs.open(temp, 'wx');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    get: (key) => readFile(fileOf(key)),
    async head(key) {
      try {
        const stat = await fs.stat(fileOf(key));
        return stat.isFile() ? { size: stat.size } : undefined;
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      const start = path.join(root, ...checkPrefix(prefix).split('/').filter(Boolean));
      let entries;
      try {
        entries = await fs.readdir(start, { recursive: true, withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.startsWith('.')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        const stat = await fs.stat(file).catch(() => undefined);
        if (stat) yield { key, size: stat.size };
      }
    },
    publicUrl: () => undefined,
  };
}

/**
 * A file as a stream read in `READ_CHUNK` pieces, and its size; undefined when it cannot be opened. The file is open
 * until the stream is read or destroyed (Fastify destroys an answer's body when the client goes).
 */
async function readFile(file: string): Promise<StoredObject | undefined> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new Error('not a file');
    return { body: handle.createReadStream({ highWaterMark: READ_CHUNK }), size: stat.size };
  } catch {
    await handle.close();
    return undefined;
  }
}
