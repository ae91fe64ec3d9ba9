import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { MOCK_TOKENS } from '../../src/mocks';
import { MOCK_IMAGES } from '../../src/mocks/assets/images';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-build-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the production build', () => {
  it('does not contain the in-memory API or its fixtures (src/mocks)', { timeout: 120_000 }, async () => {
    await build({ root: process.cwd(), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const markers = [MOCK_TOKENS.full, 'createInMemoryApi', 'Lucía Fernández', MOCK_IMAGES['city.png'].slice(0, 40)];
    const text = filesUnder(outDir)
      .filter((file) => /\.(js|html|css)$/.test(file))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    expect(text.length).toBeGreaterThan(10_000);
    for (const marker of markers) expect(text.includes(marker), marker).toBe(false);
  });
});
