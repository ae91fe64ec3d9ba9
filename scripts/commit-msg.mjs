#!/usr/bin/env node
// The commit-msg hook's check (docs/contributing.md#commits): a subject of at most 72 characters, then a blank line
// before any body, where the detail (what, why, figures) goes. Git's own merge and revert subjects are let through.
// Usage: node scripts/commit-msg.mjs <message file>   (exit 1 with the reason when the message is refused)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SUBJECT_MAX = 72;

/** Why `message` (as git hands it to the hook) is refused, or an empty list. */
export function commitMessageProblems(message) {
  const kept = [];
  for (const line of message.split('\n')) {
    if (/^# -+ >8 -+$/.test(line)) break; // `git commit --verbose`: the diff below the scissors is not the message
    if (!line.startsWith('#')) kept.push(line);
  }
  while (kept.length && kept[0].trim() === '') kept.shift();
  const [subject = '', second] = kept;
  if (subject.trim() === '' || /^(Merge |Revert ")/.test(subject)) return [];
  const problems = [];
  const counted = subject.replace(/^(?:(?:fixup|squash|amend)! )+/, '');
  const length = [...counted].length;
  if (length > SUBJECT_MAX)
    problems.push(
      `The subject is ${length} characters; keep it to ${SUBJECT_MAX} and put the detail in the body, after a blank line.`,
    );
  if (second !== undefined && second.trim() !== '')
    problems.push('Leave the second line blank: the subject is one line, the body starts after the blank line.');
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/commit-msg.mjs <commit message file>');
    process.exit(2);
  }
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length) {
    for (const problem of problems) console.error(`commit-msg: ${problem}`);
    console.error(
      'commit-msg: the message is kept in .git/COMMIT_EDITMSG; `git commit -e -F .git/COMMIT_EDITMSG` edits it.',
    );
    process.exit(1);
  }
}
