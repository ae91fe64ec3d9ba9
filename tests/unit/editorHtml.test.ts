import { describe, expect, it } from 'vitest';
import { normalizeEditorHtml } from '../../src/lib/editorHtml';

describe('normalizeEditorHtml', () => {
  it('turns single non-breaking spaces back into spaces', () => {
    expect(normalizeEditorHtml('<p>Hello&nbsp;brave&nbsp;world</p>')).toBe('<p>Hello brave world</p>');
  });

  it('keeps runs of spaces visible', () => {
    expect(normalizeEditorHtml('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp;&nbsp;b</p>');
  });

  it('sends a link the policy refused as its text alone, never an <a> without a usable href', () => {
    expect(
      normalizeEditorHtml(
        '<p>go <a href="about:blank" target="_blank" rel="noopener noreferrer"><strong>tap</strong> here</a> and <a href="https://x.test">x</a></p>',
      ),
    ).toBe('<p>go <strong>tap</strong> here and <a href="https://x.test">x</a></p>');
  });

  it('leaves code blocks and markup alone', () => {
    const code = '<pre>\nif (a) {\n  b();\n}\n</pre>';
    expect(normalizeEditorHtml(code)).toBe(code);
    expect(normalizeEditorHtml('<p><a href="https://x.test" target="_blank">x</a></p>')).toBe(
      '<p><a href="https://x.test" target="_blank">x</a></p>',
    );
  });

  it('reports an empty editor as an empty string', () => {
    expect(normalizeEditorHtml('<p></p>')).toBe('');
    expect(normalizeEditorHtml('<p><br></p>')).toBe('');
    expect(normalizeEditorHtml('')).toBe('');
    expect(normalizeEditorHtml('<p>x</p>')).toBe('<p>x</p>');
  });
});
