#!/usr/bin/env node
// npm's `prepare` script: points git at the repository's hooks (.githooks/, docs/contributing.md#commits). Outside a
// git work tree (a tarball, an installed copy) it does nothing; a core.hooksPath someone set to another folder is kept.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });
const top = git('rev-parse', '--show-toplevel');
if (top.status !== 0 || !existsSync(`${top.stdout.trim()}/.githooks`)) process.exit(0);
const current = git('config', '--get', 'core.hooksPath').stdout.trim();
if (current && current !== '.githooks') {
  console.log(`git hooks: core.hooksPath is ${current}; leaving it (the project's hooks are in .githooks/)`);
  process.exit(0);
}
if (!current) git('config', 'core.hooksPath', '.githooks');
