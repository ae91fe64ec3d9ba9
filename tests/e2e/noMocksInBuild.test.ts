import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { MOCK_TOKENS } from '../../src/mocks';
import { MOCK_IMAGES } from '../../src/mocks/assets/images';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

// The production build the end-to-end journeys run against (made once by ./global-setup.ts: `vite build`).
describe('the production build', () => {
  it('does not contain the in-memory API or its fixtures (src/mocks)', () => {
    const markers = [MOCK_TOKENS.full, 'createInMemoryApi', 'Lucía Fernández', MOCK_IMAGES['city.png'].slice(0, 40)];
    const text = filesUnder(inject('panelDir'))
      .filter((file) => /\.(js|html|css)$/.test(file))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    expect(text.length).toBeGreaterThan(10_000);
    for (const marker of markers) expect(text.includes(marker), marker).toBe(false);
  });
});
