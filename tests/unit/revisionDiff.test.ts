import { describe, expect, it } from 'vitest';
import { fieldChanges, wordDiff } from '@/shared/revisions/diffText';

describe('the History diff', () => {
  it('marks removed and added words of a plain field', () => {
    expect(wordDiff('The good title', 'The worse title')).toEqual([
      { kind: 'same', text: 'The ' },
      { kind: 'removed', text: 'good' },
      { kind: 'added', text: 'worse' },
      { kind: 'same', text: ' title' },
    ]);
  });

  it("diffs a body's text, says when only its formatting changed, and gives images as before and after", () => {
    const before = { blogTitle: 'Same', description: '<p>Hello world</p>', imageUrl: 'a.png', status: 'draft' };
    const formatting = { ...before, description: '<p>Hello <strong>world</strong></p>' };
    const fields = ['blogTitle', 'description', 'status', 'imageUrl'];
    const special = { body: 'description', image: 'imageUrl' };
    expect(fieldChanges(before, formatting, fields, special)).toEqual([
      { field: 'description', kind: 'body', parts: [], formattingChanged: true },
    ]);
    const edited = { ...before, description: '<p>Hello there</p>', imageUrl: null, status: 'published' };
    const changes = fieldChanges(before, edited, fields, special);
    expect(changes.map((change) => change.field)).toEqual(['description', 'status', 'imageUrl']);
    expect(changes[0]!.parts.filter((part) => part.kind !== 'same').map((part) => part.text)).toEqual([
      'world',
      'there',
    ]);
    expect(changes[2]).toMatchObject({ kind: 'image', before: 'a.png', after: null });
  });
});
