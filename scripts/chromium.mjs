// Finds the Chromium that browser tests drive: CHROMIUM_PATH, else `chromium` on PATH, else Playwright's own build.
import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

function onPath(name) {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Debian's /usr/bin/chromium is a shell launcher; the real binary lives in /usr/lib/chromium. */
function realBinary(path) {
  const debian = '/usr/lib/chromium/chromium';
  if (realpathSync(path) === '/usr/bin/chromium' && existsSync(debian)) return debian;
  return path;
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  const found = onPath('chromium') ?? onPath('chromium-browser');
  if (found) return realBinary(found);
  return undefined; // Playwright's own browser, if one was installed with `npx playwright install chromium`
}

export function explainMissingChromium() {
  return [
    'No Chromium found for the browser tests.',
    'Install one of:',
    '  - Debian/Ubuntu: apt-get install -y chromium   (then it is found on PATH)',
    '  - any Chromium or Chrome binary, and set CHROMIUM_PATH=/path/to/it',
    "  - Playwright's own build: npx playwright install chromium",
  ].join('\n');
}
