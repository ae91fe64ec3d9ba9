import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { platform, tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserCommandContext } from 'vitest/node';
import { screenshotBytes } from '../../../.storybook/screenshotBytes';

// The stories' byte check before Vitest's screenshot matcher (.storybook/screenshotBytes.ts), driven as Vitest drives a
// browser command: a context whose capture command hands back the PNG "Chromium" wrote.

/** A 4×3 picture, every pixel `grey`, except one set to `spot` when given. */
function png(grey: number, { spot, filterType }: { spot?: number; filterType?: number } = {}): Buffer {
  const image = new PNG({ width: 4, height: 3 });
  image.data.fill(grey);
  for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
  if (spot !== undefined) image.data[0] = spot;
  return PNG.sync.write(image, { filterType: filterType ?? -1 });
}

let root = '';
let captured: Buffer;
let update: 'all' | 'none';
const captures: unknown[] = [];

function context(): BrowserCommandContext {
  return {
    testPath: path.join(root, 'stories', 'Thing.stories.tsx'),
    project: {
      config: { root, browser: { name: 'chromium' } },
      serializedConfig: { snapshotOptions: { updateSnapshot: update } },
    },
    triggerCommand: (...args: unknown[]) => {
      captures.push(args);
      return Promise.resolve({ buffer: captured });
    },
  } as unknown as BrowserCommandContext;
}

/** Where Vitest keeps the baseline of a screenshot called `name` (its default layout, the story files' own). */
const baseline = (file: string) =>
  path.join(root, 'stories', '__screenshots__', 'Thing.stories.tsx', `${file}-chromium-${platform()}.png`);

function store(file: string, bytes: Buffer) {
  mkdirSync(path.dirname(baseline(file)), { recursive: true });
  writeFileSync(baseline(file), bytes);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'shots-'));
  update = 'none';
  captures.length = 0;
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  delete process.env.SCREENSHOT_ADOPT;
});

describe('compare', () => {
  it('passes a capture with the very bytes of its baseline, with the matcher’s capture options', async () => {
    store('Draft-Kept-1', png(200));
    captured = png(200);
    await expect(screenshotBytes(context(), 'internal:role=main', 'Draft Kept 1', 'compare')).resolves.toBe('same');
    expect(captures).toEqual([
      [
        '__vitest_takeScreenshot',
        'Draft Kept 1',
        expect.objectContaining({ element: 'internal:role=main', animations: 'disabled', caret: 'hide', save: false }),
      ],
    ]);
  });

  it('finds the baseline under the file name Vitest gives the screenshot', async () => {
    // Vitest's cleaning: each run of spaces becomes one hyphen, any other character that is not a letter, digit,
    // underscore or hyphen is dropped.
    store('Trash-Refused-Names-EveryBlocker-Dark-1', png(10));
    captured = png(10);
    await expect(
      screenshotBytes(context(), 'body', 'Trash Refused: Names  Every—Blocker! Dark 1', 'compare'),
    ).resolves.toBe('same');
  });

  it('sends to the matcher a capture whose bytes differ, even when its pixels are the same, and one with no baseline', async () => {
    store('Loaded-1', png(200, { filterType: 0 }));
    captured = png(200, { filterType: 1 });
    await expect(screenshotBytes(context(), 'body', 'Loaded 1', 'compare')).resolves.toBe('differs');
    captured = png(200, { spot: 0 });
    await expect(screenshotBytes(context(), 'body', 'Loaded 1', 'compare')).resolves.toBe('differs');
    await expect(screenshotBytes(context(), 'body', 'Never Stored 1', 'compare')).resolves.toBe('differs');
  });
});

describe('matched', () => {
  it('changes no file in a test run', async () => {
    const stored = png(200, { filterType: 0 });
    store('Loaded-1', stored);
    captured = png(200, { filterType: 1 });
    await expect(screenshotBytes(context(), 'body', 'Loaded 1', 'matched')).resolves.toBe('kept');
    expect(readFileSync(baseline('Loaded-1')).equals(stored)).toBe(true);
    expect(captures).toEqual([]);
  });

  it('stores the capture’s own bytes when they are exactly the baseline’s pixels (--update, SCREENSHOT_ADOPT=1)', async () => {
    update = 'all';
    store('Loaded-1', png(200, { filterType: 0 }));
    captured = png(200, { filterType: 1 });
    await expect(screenshotBytes(context(), 'body', 'Loaded 1', 'matched')).resolves.toBe('adopted');
    expect(readFileSync(baseline('Loaded-1')).equals(captured)).toBe(true);

    update = 'none';
    process.env.SCREENSHOT_ADOPT = '1';
    store('Empty-1', png(30, { filterType: 0 }));
    captured = png(30, { filterType: 1 });
    await expect(screenshotBytes(context(), 'body', 'Empty 1', 'matched')).resolves.toBe('adopted');
  });

  it('keeps a baseline that differs from the capture by a single pixel: the matcher’s tolerance is not a new picture', async () => {
    update = 'all';
    const stored = png(200);
    store('Loaded-1', stored);
    captured = png(200, { spot: 199 });
    await expect(screenshotBytes(context(), 'body', 'Loaded 1', 'matched')).resolves.toBe('kept');
    expect(readFileSync(baseline('Loaded-1')).equals(stored)).toBe(true);
  });

  it('fails loudly when the baseline the matcher just passed is not where it looks', async () => {
    update = 'all';
    captured = png(1);
    await expect(screenshotBytes(context(), 'body', 'Elsewhere 1', 'matched')).rejects.toThrow(
      /not the one Vitest used/,
    );
    expect(existsSync(baseline('Elsewhere-1'))).toBe(false);
  });
});
