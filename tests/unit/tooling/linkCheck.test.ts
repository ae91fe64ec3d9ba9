import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The link check of `npm test` (scripts/check-links.mjs), run on a small repository made for each test. This file
// plants dead references on purpose, so the check of this repository skips it: check-links: ignore-file
const script = path.resolve('scripts/check-links.mjs');
let root = '';

function repo(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'links-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const sound = {
  'README.md': '# Demo\n\nSee [the lists](docs/api.md#lists) and [the code](src/list.ts).\n',
  'docs/api.md': '# API\n\n## Lists\n\nBack to the [README](../README.md).\n',
  'src/list.ts': '/** A page of a list (docs/api.md#lists). */\nexport const pageSize = 24;\n',
};

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the link check', () => {
  it('skips a file that says it holds planted dead references', () => {
    const { status } = repo({ ...sound, 'src/x.ts': '// check-links: ignore-file\n// docs/api.md#nowhere\n' });
    expect(status).toBe(0);
  });

  it('passes when every link and every reference in code resolves', () => {
    const { status, output } = repo(sound);
    expect(output).toContain('2 Markdown files and 1 references in code resolve');
    expect(status).toBe(0);
  });

  it('fails on a planted dead anchor in a document', () => {
    const { status, output } = repo({ ...sound, 'docs/guide.md': '# Guide\n\nRead [paging](api.md#paging).\n' });
    expect(status).toBe(1);
    expect(output).toMatch(/docs\/guide\.md:3: .*#paging/);
  });

  it('fails on a link to a file that does not exist', () => {
    const { status, output } = repo({ ...sound, 'docs/guide.md': '# Guide\n\n[Setup](setup.md)\n' });
    expect(status).toBe(1);
    expect(output).toMatch(/docs\/guide\.md:3: .*setup\.md/);
  });

  it('fails on a dead docs anchor in a code comment, naming the file and line', () => {
    const { status, output } = repo({
      ...sound,
      'server/src/routes.ts': 'export {};\n// Paging rules: docs/api.md#cursor-paging\n',
    });
    expect(status).toBe(1);
    expect(output).toMatch(/server\/src\/routes\.ts:2: .*#cursor-paging/);
  });

  it('fails on references to documents outside the repository and on section names', () => {
    const { status, output } = repo({
      ...sound,
      'src/a.ts': '/** Six boxes (spec §9). */\nexport {};\n',
      'src/b.ts': '/** The trash (SHARED-API.md "Trash"). */\nexport {};\n',
      'src/c.ts': '/** Settings (README "Settings"). */\nexport {};\n',
    });
    expect(status).toBe(1);
    expect(output).toMatch(/src\/a\.ts:1: §9/);
    expect(output).toMatch(/src\/b\.ts:1: SHARED-API/);
    expect(output).toMatch(/src\/b\.ts:1: .*SHARED-API\.md/);
    expect(output).toMatch(/src\/c\.ts:1: README "Settings"/);
  });
});
