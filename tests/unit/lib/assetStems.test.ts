import { describe, expect, it } from 'vitest';
import { assetStem, stemsIn } from '../../../src/lib/assetStems';

const a = 'a'.repeat(32);

describe('stemsIn', () => {
  it('finds the stem of every library URL in a text, each once', () => {
    const text = `<img src="/content/images/assets/${a}.png"><img src="/uploads/assets/${a}/w640.webp">`;
    expect(stemsIn(text)).toEqual([a]);
  });

  it('finds a stem wherever it stands inside a longer run of hex digits, as a substring search does', () => {
    const run = `0${'1'.repeat(31)}23`;
    expect(stemsIn(`x${run}y`)).toEqual([run.slice(0, 32), run.slice(1, 33), run.slice(2, 34)]);
  });

  it('finds nothing in shorter runs, upper-case digits or other text', () => {
    expect(stemsIn(`${'f'.repeat(31)} ${'F'.repeat(32)} <p>plain text</p>`)).toEqual([]);
  });
});

describe('assetStem', () => {
  it('is the stored name before its extension', () => {
    expect(assetStem(`${a}.jpg`)).toBe(a);
  });
});
