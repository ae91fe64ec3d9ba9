/** The demo outbox (`DATA_DIR/outbox`, one `.eml` file per message), read by the scripts and the benchmarks. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The newest six-digit sign-in code written to `outboxDir` at or after `since` (epoch ms), waiting up to `timeoutMs`
 * for it; null when none came.
 */
export async function readOutboxCode(outboxDir, since, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(outboxDir) ? readdirSync(outboxDir).map((name) => path.join(outboxDir, name)) : [];
    const fresh = files
      .map((file) => ({ file, mtime: statSync(file).mtimeMs }))
      .filter((f) => f.mtime >= since - 5)
      .sort((a, b) => b.mtime - a.mtime);
    for (const { file } of fresh) {
      const text = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
      const match = /\b(\d{6})\b/.exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      );
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
