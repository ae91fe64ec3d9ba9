/**
 * End-to-end harness: builds the production panel into a temporary folder, starts the REAL server (API, panel and the
 * demo website) from a bundle of it, on a temporary data directory and free ports, as a child process, and hands the
 * URLs (and the build's folder, which noMocksInBuild inspects) to the tests. Sign-in codes are read from the demo
 * outbox. Everything is removed afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPanel } from '../../scripts/build-panel.mjs';
import { temporaryServerBundle } from '../../scripts/server-bundle.mjs';

export const E2E_ADMIN = { email: 'editor.e2e@example.com', password: 'E2e-Passw0rd!' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url}/health within 60 s:\n${output()}`);
}

let child: ChildProcess | undefined;
let workDir: string | undefined;
let server: Awaited<ReturnType<typeof temporaryServerBundle>> | undefined;

export async function setup(project: TestProject) {
  workDir = mkdtempSync(path.join(tmpdir(), 'admin-e2e-'));
  const panelDir = path.join(workDir, 'panel');
  const [panelPort, apiPort, sitePort] = [await freePort(), await freePort(), await freePort()];
  const panelUrl = `http://127.0.0.1:${panelPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // The panel as it ships: React's production build, although Vitest runs this with NODE_ENV=test.
  const build = buildPanel(['--outDir', panelDir, '--logLevel', 'warn'], {
    env: { VITE_DEMO_HINT: '', VITE_API_BASE_URL: 'http://127.0.0.1:9' },
  });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);

  // The server as it ships too: bundled for plain `node` (scripts/server-bundle.mjs).
  server = await temporaryServerBundle('e2e-server');
  const dataDir = path.join(workDir, 'data');
  let output = '';
  child = spawn(process.execPath, [server.main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(panelPort),
      API_PORT: String(apiPort),
      PANEL_DIR: panelDir,
      PANEL_ORIGIN: panelUrl,
      SERVE_SITE: '1',
      SITE_PORT: String(sitePort),
      SITE_ORIGIN: siteUrl,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      OTP_DELIVERY: 'outbox',
      // The real 30 s resend cooldown (it is per sign-in, so each journey's fresh sign-in gets its code at once);
      // the hourly cap, which journeys would reach together, has its own server tests.
      OTP_MAX_PER_HOUR: '1000',
      // Every journey signs in afresh from 127.0.0.1: together they pass the per-address caps of 15 minutes (30
      // sign-ins, 60 code calls), which have their own server tests.
      SIGNIN_LIMIT_PER_IP: '1000',
      OTP_LIMIT_PER_IP: '1000',
      // The publish-events journey's receiver listens on this machine (loopback is refused by default).
      WEBHOOK_ALLOW_PRIVATE: '1',
      SMTP_URL: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(apiUrl, child, () => output);

  project.provide('panelDir', panelDir);
  project.provide('panelUrl', panelUrl);
  project.provide('apiUrl', apiUrl);
  project.provide('siteUrl', siteUrl);
  project.provide('outboxDir', path.join(dataDir, 'outbox'));
}

export async function teardown() {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  server?.remove();
}

declare module 'vitest' {
  export interface ProvidedContext {
    panelDir: string;
    panelUrl: string;
    apiUrl: string;
    siteUrl: string;
    outboxDir: string;
  }
}
