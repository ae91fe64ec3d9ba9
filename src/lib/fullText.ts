/**
 * Full-text search of blog posts (issue 15), shared by the server and the in-memory API so both find the same posts:
 * a post matches when `q` is a case-insensitive substring of its title, blogId, meta title or meta description (the
 * lists' search), or when every word of `q` starts a word of its title or body text. Words are runs of letters and
 * digits; everything else in `q` (quotes, `*`, `-`, `:`, parentheses, operators such as NEAR) only separates words, so
 * no text can reach the database as query syntax.
 */
import { stripMarkup } from './excerpt.ts';

/** At most this many words of `q` take part (a 200-character `q` could otherwise hold a hundred). */
export const MAX_SEARCH_WORDS = 8;

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a search, lower-cased, duplicates dropped, at most `MAX_SEARCH_WORDS`. */
export function searchWords(q: string): string[] {
  const words = new Set(q.normalize('NFC').toLowerCase().match(WORD) ?? []);
  return [...words].slice(0, MAX_SEARCH_WORDS);
}

/** The searchable text of a post's body (stored beside the HTML as `bodyText`, and indexed). */
export function bodyTextOf(html: string): string {
  return stripMarkup(html).normalize('NFC');
}

/** True when every word is the start of a word of `text` (the in-memory API's version of the index lookup). */
export function matchesWords(text: string, words: readonly string[]): boolean {
  if (!words.length) return false;
  const own = text.normalize('NFC').toLowerCase().match(WORD) ?? [];
  return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

/** A substring search needs this many characters (the trigram index looks nothing shorter up). */
export const SUBSTRING_MIN = 3;
/**
 * The public search looks for `q` as a substring only up to this many characters: the trigram index reads the list of
 * every trigram of `q` (a 110-character `q` of common trigrams costs ~50 times a 5-character one). A longer `q` is
 * searched by its words.
 */
export const SUBSTRING_MAX = 20;

/** True when the public search looks for `q` as a substring (by its length in characters). */
export const isPublicSubstring = (q: string) => {
  const length = [...q].length;
  return length >= SUBSTRING_MIN && length <= SUBSTRING_MAX;
};

/** True when every word is a whole word of `text` (the public search: no prefix, so no unbounded index walk). */
export function matchesWholeWords(text: string, words: readonly string[]): boolean {
  if (!words.length) return false;
  const own = new Set(text.normalize('NFC').toLowerCase().match(WORD) ?? []);
  return words.every((word) => own.has(word));
}
