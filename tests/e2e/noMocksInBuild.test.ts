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

/** Every script, page and stylesheet of the build, as one text. */
const builtText = () =>
  filesUnder(inject('panelDir'))
    .filter((file) => /\.(js|html|css)$/.test(file))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');

// The production build the end-to-end journeys run against (made once by ./global-setup.ts with
// scripts/build-panel.mjs, as `npm run build` and `npm start` make it).
describe('the production build', () => {
  it('does not contain the in-memory API or its fixtures (src/mocks)', () => {
    const markers = [MOCK_TOKENS.full, 'createInMemoryApi', 'Lucía Fernández', MOCK_IMAGES['city.png'].slice(0, 40)];
    const text = builtText();
    expect(text.length).toBeGreaterThan(10_000);
    for (const marker of markers) expect(text.includes(marker), marker).toBe(false);
  });

  it("is React's production build, although the journeys' own process runs with NODE_ENV=test", () => {
    expect(process.env.NODE_ENV).toBe('test');
    const text = builtText();
    // The development runtime's JSX factory and a warning only React's development build prints.
    for (const marker of ['jsxDEV', 'Each child in a list should have a unique "key" prop'])
      expect(text.includes(marker), marker).toBe(false);
    // The production runtime is there: React's minified error decoder link.
    expect(text).toContain('react.dev/errors/');
  });
});
