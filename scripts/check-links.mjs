#!/usr/bin/env node
// The link check of `npm test` (docs/contributing.md#links-and-references): every link in every Markdown file, and
// every Markdown file named in code (a comment's `docs/api.md#lists`), must resolve inside the repository, anchors
// included. remark-validate-links does the checking (local files and headings only, so it needs no network); the
// references found in code are handed to it as the links of one extra, virtual Markdown file, so both follow the
// same heading rules. References to documents that are not in the repository, and the old "spec §N" form, fail too.
// Usage: node scripts/check-links.mjs [root]   (exit 1 and one line per dead reference when any is found)
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { remark } from 'remark';
import remarkValidateLinks from 'remark-validate-links';
import { engine } from 'unified-engine';
import { VFile } from 'vfile';

const root = path.resolve(process.argv[2] ?? '.');

/** Folders that hold no source of ours: dependencies, builds, data and test output. */
const SKIP = new Set([
  '.git',
  'node_modules',
  'dist',
  'storybook-static',
  'data',
  'coverage',
  'test-results',
  '.vitest-attachments',
  '__screenshots__',
]);
const CODE = /\.(?:[cm]?[jt]sx?|json|css|html|ya?ml|sh)$/;
/**
 * A Markdown file named in code: a path (`docs/api.md`, `src/ui/README.md`) or a bare upper-case name (`README.md`),
 * with its anchor if any (`docs/api.md#lists`); `theme.font.size.md` is a property, not a file.
 */
const MD_REFERENCE = /(?<![\w./$-])((?:[\w.-]+\/)+[\w-]+\.md|[A-Z][A-Z-]*\.md)(#[\w-]+)?(?![\w-])/g;
/** References that can never resolve, or that name a section instead of linking to its anchor. */
const FORBIDDEN = [
  { pattern: /§\s?\d/g, why: 'a "§N" section of a document outside the repository' },
  { pattern: /\bSHARED-API\b/g, why: 'a document outside the repository' },
  {
    pattern: /\bREADME(?:\.md)?(?:'s)? ["“][^"”\n]+["”]/g,
    why: 'a section by its name (it breaks silently when renamed)',
  },
];

function walk(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || (entry.name === 'dist' && dir.endsWith('server'))) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

const files = walk(root);
const markdown = files.filter((file) => file.endsWith('.md'));
const code = files.filter(
  (file) => CODE.test(file) || (/(^|\/)\.(?:ci|githooks)\//.test(path.relative(root, file)) && !file.endsWith('.md')),
);

/** Where each line of the virtual file came from, to report a dead reference at its place in the code. */
const origins = [];
const lines = [];
const problems = [];
/** A file of dead references planted on purpose (the link check's own tests) says so in a comment. */
const IGNORE_FILE = 'check-links: ignore-file';
for (const file of [...code, ...markdown]) {
  const text = readFileSync(file, 'utf8');
  if (text.includes(IGNORE_FILE)) continue;
  const relative = path.relative(root, file);
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const { pattern, why } of FORBIDDEN)
    for (const match of text.matchAll(pattern))
      problems.push(
        `${relative}:${lineOf(match.index)}: ${match[0]} refers to ${why}; link to a heading in docs/ instead`,
      );
  if (file.endsWith('.md')) continue;
  for (const match of text.matchAll(MD_REFERENCE)) {
    const [, target, anchor = ''] = match;
    if (target.includes('node_modules')) continue;
    // A path is read from the repository's root, else from the file's own folder (`./README.md` beside it).
    const besideFile = path.relative(root, path.resolve(path.dirname(file), target));
    const resolved =
      existsSync(path.join(root, target)) || !existsSync(path.join(root, besideFile)) ? target : besideFile;
    origins.push(`${relative}:${lineOf(match.index)}`);
    lines.push(`[${origins.length}](${resolved.split(path.sep).join('/')}${anchor})`);
  }
}

const virtualPath = path.join(root, 'references-in-code.md');
const virtual = new VFile({ path: virtualPath, value: lines.join('\n\n') + '\n' });

const context = await new Promise((resolve, reject) => {
  engine(
    {
      processor: remark(),
      cwd: root,
      files: [...markdown, virtual],
      extensions: ['md'],
      plugins: [[remarkValidateLinks, { repository: false, root }]],
      out: false,
      silent: true,
      detectConfig: false,
      detectIgnore: false,
      reporter: () => '',
    },
    (error, _status, result) => (error ? reject(error) : resolve(result)),
  );
});

for (const file of context.files) {
  for (const message of file.messages) {
    const line = message.place && 'start' in message.place ? message.place.start.line : message.place?.line;
    const where =
      path.resolve(root, file.path) === virtualPath
        ? (origins[Math.floor(((line ?? 1) - 1) / 2)] ?? 'code')
        : `${path.relative(root, path.resolve(root, file.path))}:${line ?? 0}`;
    problems.push(`${where}: ${message.reason}`);
  }
}

if (problems.length) {
  console.error(`${problems.length} dead reference${problems.length > 1 ? 's' : ''}:`);
  for (const problem of problems.sort()) console.error(`  ${problem}`);
  process.exit(1);
}
const checked = statSync(root).isDirectory() ? markdown.length : 0;
console.log(`links: ${checked} Markdown files and ${lines.length} references in code resolve`);
