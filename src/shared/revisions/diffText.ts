/**
 * What changed between two revisions of a record, field by field, for the History dialog: plain fields as word
 * diffs (the `diff` package's `diffWords`), the body as a word diff of its text with a note when only its formatting
 * changed, the image as before and after.
 */
import { diffWords } from 'diff';
import { stripMarkup } from '@/lib/excerpt';

/** One run of a field's diff: kept, removed or added text. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

export interface FieldChange {
  field: string;
  kind: 'text' | 'body' | 'image';
  parts: DiffPart[];
  /** The body's HTML changed where its text did not (bold, links, headings…). */
  formattingChanged?: boolean;
  before?: string | null;
  after?: string | null;
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** A word-level diff of two texts. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

/** The fields whose values differ between `before` and `after`, in `fields` order. */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
  special: { body?: string; image?: string } = {},
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = textOf(before[field]);
    const now = textOf(after[field]);
    if (old === now) continue;
    if (field === special.image) {
      changes.push({ field, kind: 'image', parts: [], before: old || null, after: now || null });
    } else if (field === special.body) {
      const oldText = stripMarkup(old);
      const newText = stripMarkup(now);
      changes.push({
        field,
        kind: 'body',
        parts: oldText === newText ? [] : wordDiff(oldText, newText),
        formattingChanged: oldText === newText,
      });
    } else {
      changes.push({ field, kind: 'text', parts: wordDiff(old, now) });
    }
  }
  return changes;
}
