// The Node version package.json's `engines` asks for (">=22.12.0"), checked by `npm start` and `npm test`: an older
// Node still runs what it can, but says up front why something may fail.
import { readFileSync } from 'node:fs';

const parse = (version) =>
  version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);

/** A one-line warning when this Node is older than `engines.node`, else null. */
export function oldNodeWarning(current = process.versions.node) {
  const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines?.node ?? '';
  const minimum = /^>=\s*(\d+\.\d+\.\d+)$/.exec(wanted.trim())?.[1];
  if (!minimum) return null;
  const [a, b] = [parse(current), parse(minimum)];
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) > (b[i] ?? 0)) return null;
    if ((a[i] ?? 0) < (b[i] ?? 0))
      return `Node ${current} is older than this project needs (${minimum} or newer; 22 and 24 LTS are supported). Some dependencies may fail; .ci/run shows how to get Node 24.`;
  }
  return null;
}
