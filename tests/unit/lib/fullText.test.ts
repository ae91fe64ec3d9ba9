import { describe, expect, it } from 'vitest';
import { bodyTextOf, MAX_SEARCH_WORDS, matchesWords, searchWords } from '@/lib/fullText';

describe('searchWords', () => {
  it('keeps only runs of letters and digits, lower-cased, once each', () => {
    expect(searchWords('"Crème" brûlée* -NEAR(a:b) crème')).toEqual(['crème', 'brûlée', 'near', 'a', 'b']);
    expect(searchWords('東京 50%')).toEqual(['東京', '50']);
    expect(searchWords('*** "" ()')).toEqual([]);
  });

  it('takes at most MAX_SEARCH_WORDS words', () => {
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('matchesWords', () => {
  it('needs every word to start a word of the text', () => {
    const text = bodyTextOf('<p>We paddled the <strong>Zêzere</strong> gorge.</p>');
    expect(text).toBe('We paddled the Zêzere gorge.');
    expect(matchesWords(text, searchWords('zêz padd'))).toBe(true);
    expect(matchesWords(text, searchWords('addled'))).toBe(false);
    expect(matchesWords(text, searchWords('strong'))).toBe(false);
    expect(matchesWords(text, [])).toBe(false);
  });
});
