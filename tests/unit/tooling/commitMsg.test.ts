import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitMessageProblems } from '../../../scripts/commit-msg.mjs';

// The commit-msg hook (.githooks/commit-msg, installed by npm's `prepare`), tried with real commits in a scratch
// repository laid out like this one.
const project = path.resolve('.');
const prepare = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { prepare: string } }).scripts.prepare;
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')));
const who = {
  GIT_AUTHOR_NAME: 'T',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 'T',
  GIT_COMMITTER_EMAIL: 't@example.com',
};
let repo = '';

const sh = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: repo, encoding: 'utf8', env: { ...env, ...who } });
const commit = (...messages: string[]) =>
  sh('git', ['commit', '--allow-empty', '-q', ...messages.flatMap((m) => ['-m', m])]);

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'hook-'));
  for (const file of ['.githooks/commit-msg', 'scripts/commit-msg.mjs', 'scripts/install-hooks.mjs']) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    copyFileSync(path.join(project, file), path.join(repo, file));
  }
  sh('git', ['init', '-q']);
  // History made before the hook: a long subject the hook must never look at again.
  expect(commit(`An old subject from before the hook, ${'x'.repeat(60)}`).status).toBe(0);
  const [command = '', ...args] = prepare.split(' ');
  expect(sh(command === 'node' ? process.execPath : command, args).status).toBe(0);
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('the commit-msg hook', () => {
  it('is installed by npm prepare', () => {
    expect(sh('git', ['config', '--get', 'core.hooksPath']).stdout.trim()).toBe('.githooks');
  });

  it('refuses a subject over 72 characters and says why', () => {
    const refused = commit('a'.repeat(73));
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('The subject is 73 characters; keep it to 72');
    expect(sh('git', ['rev-list', '--count', 'HEAD']).stdout.trim()).toBe('1');
  });

  it('accepts 72 characters with the detail in the body, and old history stays as it was', () => {
    expect(commit('b'.repeat(72), 'The detail, with figures, goes here: '.repeat(5)).status).toBe(0);
    expect(commit('Small fix').status).toBe(0);
    expect(sh('git', ['rev-list', '--count', 'HEAD']).stdout.trim()).toBe('3');
  });
});

describe('commitMessageProblems', () => {
  it('asks for a blank line after the subject', () => {
    expect(commitMessageProblems('Subject\nbody straight after\n')).toEqual([
      'Leave the second line blank: the subject is one line, the body starts after the blank line.',
    ]);
  });

  it("ignores git's comments, the verbose diff, merges and reverts, and counts characters, not bytes", () => {
    const comment = `# ${'c'.repeat(100)}\n`;
    expect(commitMessageProblems(`${comment}Fine subject\n\nBody\n`)).toEqual([]);
    expect(
      commitMessageProblems(`Fine\n# ------------------------ >8 ------------------------\n${'d'.repeat(99)}`),
    ).toEqual([]);
    expect(commitMessageProblems(`Merge branches 'a', 'b' into main ${'m'.repeat(60)}`)).toEqual([]);
    expect(commitMessageProblems(`fixup! ${'é'.repeat(72)}`)).toEqual([]);
    expect(commitMessageProblems('é'.repeat(73))).toHaveLength(1);
  });
});
