#!/usr/bin/env node
// `npm start`: builds the panel if needed (or with --rebuild), then runs the API and serves the built panel
// with the embedded SQLite database in DATA_DIR (default ./data). Settings come from the environment or a .env file
// (see .env.example). Ctrl+C or SIGTERM stops it cleanly, the API and panel server with it; if this process is killed
// outright, the server notices (its IPC channel closes) and stops too. With PANEL_DIR set (a panel built elsewhere) or
// SERVE_PANEL=0 nothing is built.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPanel } from './build-panel.mjs';
import { ensureRecentNode } from './node-version.mjs';
import { serverNodeArgs } from './server-node-args.mjs';

// On a Node older than `engines` asks for, this runs again on the pinned Node LTS (fetched once): ./node-version.mjs.
await ensureRecentNode();

if (existsSync('.env')) process.loadEnvFile('.env'); // variables already set win
const rebuild = process.argv.includes('--rebuild');

/**
 * The sign-in page's demo credentials line (docs/operations.md#settings): only while the demo admin keeps the default
 * password, so an operator's own ADMIN_PASSWORD never ends up in the page. A VITE_DEMO_HINT set by hand wins ('' =
 * none).
 */
function demoHint() {
  if (process.env.VITE_DEMO_HINT !== undefined) return process.env.VITE_DEMO_HINT;
  const password = process.env.ADMIN_PASSWORD;
  if (password && password !== 'Admin@12345') return '';
  return `${process.env.ADMIN_EMAIL || 'admin@example.com'} / Admin@12345`;
}

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }, 0);

/** Why the built panel in dist/ cannot be served as it is, or null when it is up to date. */
function staleReason(hint) {
  if (rebuild) return 'rebuild asked for';
  if (!existsSync('dist/index.html')) return 'not built yet';
  const builtAt = statSync('dist/index.html').mtimeMs;
  const sources = Math.max(
    newest('src'),
    ...['index.html', 'vite.config.ts', 'package-lock.json'].map((f) => statSync(f).mtimeMs),
  );
  if (sources > builtAt) return 'sources changed since the last build';
  const info = existsSync(BUILD_INFO) ? JSON.parse(readFileSync(BUILD_INFO, 'utf8')) : {};
  if (info.demoHint !== hint) return 'the demo sign-in hint changed';
  return null;
}

const BUILD_INFO = 'dist/.build-info.json';
const hint = demoHint();
const ownBuild = !process.env.PANEL_DIR && process.env.SERVE_PANEL !== '0';
const reason = ownBuild ? staleReason(hint) : null;
if (reason) {
  console.log(`▶ Building the panel (vite build): ${reason}…`);
  const { status } = buildPanel([], { stdio: 'inherit', env: { VITE_DEMO_HINT: hint } });
  if (status !== 0) {
    console.error('The panel build failed; see the output above.');
    process.exit(status ?? 1);
  }
  writeFileSync(BUILD_INFO, JSON.stringify({ demoHint: hint }));
}

const bundle = 'server/dist/main.js';
const useBundle = existsSync(bundle) && statSync(bundle).mtimeMs >= newest('server/src');
// The server's Node options (its heap limit: scripts/server-node-args.mjs), then the bundle or the sources.
const args = [...serverNodeArgs(), ...(useBundle ? [bundle] : ['--import', 'tsx', 'server/src/main.ts'])];

// The server's stdout is a pipe (the banner is read from it), so whether this terminal is interactive is decided here:
// one readable line per request in a terminal, JSON for NODE_ENV=production, LOG_FORMAT=json or a non-terminal.
const logFormat =
  process.env.LOG_FORMAT || (process.stdout.isTTY && process.env.NODE_ENV !== 'production' ? 'pretty' : 'json');
const env = { LOG_LEVEL: 'info', ...process.env, LOG_FORMAT: logFormat };
const child = spawn(process.execPath, args, { env, stdio: ['inherit', 'pipe', 'inherit', 'ipc'] });
let buffered = '';
// The server's start lines (addresses, demo sign-in, codes folder) are the banner's facts: npm start says them once,
// in the banner, from the message the server sends once it listens. Every other line is passed on as it comes.
const START_LINE =
  /^(API listening on|Panel listening on|Site listening on|Sign-in codes are written to|Demo sign-in:) /;
const held = [];
let bannerShown = false;
child.stdout.on('data', (chunk) => {
  buffered += chunk.toString();
  const lines = buffered.split('\n');
  buffered = lines.pop();
  let out = '';
  for (const line of lines) {
    if (START_LINE.test(line)) held.push(line);
    else out += `${line}\n`;
  }
  if (out) process.stdout.write(out);
});
child.on('message', (message) => {
  if (!message?.started) return;
  // After the log lines the server wrote before it (they reach this process's pipe first, in the same turn).
  setImmediate(() => banner(message.started));
});

function banner({ apiUrl, panelUrl, siteUrl, demoSignIn, outbox }) {
  bannerShown = true;
  const email = env.ADMIN_EMAIL || 'admin@example.com';
  console.log(
    [
      '',
      '────────────────────────────────────────────────────────────',
      `  Panel:    ${panelUrl ?? '(not served)'}`,
      `  API:      ${apiUrl}`,
      `  Site:     ${siteUrl ?? '(not served)'}`,
      demoSignIn
        ? `  Sign in:  ${demoSignIn} (the demo password: change it with npm run admin -- passwd ${email})`
        : `  Sign in:  ${email} (the password is ADMIN_PASSWORD; see docs/operations.md#settings)`,
      outbox ? `  Codes:    written as .eml files to ${outbox}` : '  Codes:    sent by mail (SMTP_URL)',
      '  Stop:     Ctrl+C (or SIGTERM)',
      '────────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  );
}

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  // The server finishes in-flight requests first; it never gets to outlive this process.
  setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// npm runs this through a shell, which may die of a SIGTERM without passing it on: once this process is orphaned
// (its parent changed), stop as if told to.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();
// 'close', not 'exit': the server's last log lines may still be in the pipe when it exits.
child.on('close', (code, signal) => {
  // A server that stopped before its banner: what it said of itself is not lost.
  if (!bannerShown && held.length) console.log(held.join('\n'));
  if (buffered) console.log(buffered);
  process.exit(code ?? (signal ? 0 : 1));
});
