import { readFile, writeFile } from 'node:fs/promises';
import { platform } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { PNG } from 'pngjs';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';

/**
 * A byte-for-byte check of a story's screenshot before Vitest's own matcher (.storybook/vitest.setup.ts).
 *
 * Vitest's `toMatchScreenshot` decodes the stored baseline and the capture into pixels and compares them, every time.
 * Most captures are the very PNG that Chromium wrote when the baseline was stored, so `compare` takes one capture with
 * the matcher's own options and sets its bytes beside the baseline's: the same bytes are the same pixels, and nothing is
 * decoded. Any difference (another encoder, a pixel within the matcher's tolerance, a missing baseline) answers
 * `differs`, and the story goes on to Vitest's matcher, which decides as before.
 *
 * `matched`, sent after the matcher passed, keeps the check useful: while baselines are written (`--update`, or
 * SCREENSHOT_ADOPT=1) it captures again and, when the capture has exactly the baseline's pixels, stores Chromium's
 * bytes as the baseline: the same picture, in the encoding the next capture will have (docs/testing.md#screenshots).
 */

/** Vitest's default capture options for `toMatchScreenshot`, under the project's own (`browser.expect`). */
const DEFAULT_SCREENSHOT_OPTIONS = {
  animations: 'disabled',
  caret: 'hide',
  fullPage: false,
  maskColor: '#ff00ff',
  omitBackground: false,
  scale: 'device',
} as const;

/** After this many captures that all differed, a machine whose Chromium encodes differently stops paying for them. */
const GIVE_UP_AFTER = 25;
const seen = { same: 0, differs: 0 };

/** Vitest's file-name cleaning for a screenshot's name, segment by segment. */
function sanitize(input: string): string {
  return input
    .split('/')
    .map((part) =>
      part
        .replace(/\s+/g, '-')
        .replace(/[^\w-]+/g, '')
        .replace(/-{2,}/g, '-'),
    )
    .join('/');
}

/** Where Vitest keeps the baseline called `name` for the running test file (its default `resolveScreenshotPath`). */
function baselinePath(context: BrowserCommandContext, name: string): string {
  const { testPath, project } = context;
  if (!testPath) throw new Error('A screenshot needs a test file');
  const root = project.config.root;
  const arg = sanitize(relative('/', join('/', name.replace(/\.png$/, ''))));
  const screenshots = relative(root, join(root, project.config.browser.screenshotDirectory ?? '__screenshots__'));
  return resolve(
    root,
    relative(root, dirname(testPath)),
    screenshots,
    basename(testPath),
    `${arg}-${project.config.browser.name}-${platform()}.png`,
  );
}

async function capture(context: BrowserCommandContext, selector: string, name: string): Promise<Buffer> {
  // Vitest's capture command (the one its matcher uses), with the matcher's options: the same bytes it would decode.
  const trigger = context.triggerCommand as unknown as (
    command: string,
    ...args: unknown[]
  ) => Promise<{ buffer: Buffer }>;
  const own = context.project.config.browser.expect?.toMatchScreenshot?.screenshotOptions;
  const { buffer } = await trigger('__vitest_takeScreenshot', name, {
    ...DEFAULT_SCREENSHOT_OPTIONS,
    ...own,
    save: false,
    element: selector,
  });
  return buffer;
}

export type ScreenshotBytesResult = 'same' | 'differs' | 'adopted' | 'kept';

type Mode = 'compare' | 'matched';

export const screenshotBytes: BrowserCommand<[selector: string, name: string, mode: Mode]> = async (
  context,
  selector,
  name,
  mode,
): Promise<ScreenshotBytesResult> => {
  const path = baselinePath(context, name);
  if (mode === 'compare') {
    if (seen.same === 0 && seen.differs >= GIVE_UP_AFTER) return 'differs';
    const [stored, taken] = await Promise.all([readFile(path).catch(() => null), capture(context, selector, name)]);
    const same = stored !== null && stored.equals(taken);
    seen[same ? 'same' : 'differs'] += 1;
    if (seen.same === 0 && seen.differs === GIVE_UP_AFTER)
      console.warn(
        `Screenshots: the first ${GIVE_UP_AFTER} captures all differed from their baselines' bytes; the rest are compared ` +
          'by Vitest alone (docs/testing.md#screenshots: SCREENSHOT_ADOPT=1 stores them as this Chromium encodes them).',
      );
    return same ? 'same' : 'differs';
  }
  const writing =
    context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all' || process.env.SCREENSHOT_ADOPT === '1';
  if (!writing) return 'kept';
  // The matcher has just passed, so the baseline exists: a missing file means the path above is not Vitest's.
  const stored = await readFile(path).catch(() => {
    throw new Error(`No baseline at ${path} after the screenshot matched: its path is not the one Vitest used`);
  });
  const taken = await capture(context, selector, name);
  if (stored.equals(taken)) return 'kept';
  const [a, b] = [PNG.sync.read(stored), PNG.sync.read(taken)];
  if (a.width !== b.width || a.height !== b.height || !a.data.equals(b.data)) return 'kept';
  await writeFile(path, taken);
  return 'adopted';
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    screenshotBytes: (selector: string, name: string, mode: Mode) => Promise<ScreenshotBytesResult>;
  }
}
