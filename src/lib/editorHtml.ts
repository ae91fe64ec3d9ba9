/**
 * Tidies the HTML Quill 2.0.3 emits (`getSemanticHTML`): it writes every space as `&nbsp;`, which stops lines from
 * wrapping wherever the HTML is shown. A single `&nbsp;` becomes a space; a run keeps one space and then `&nbsp;`s,
 * so deliberate runs of spaces still show. An editor with nothing typed (`<p></p>`, `<p><br></p>`) becomes ''.
 */
export function normalizeEditorHtml(html: string): string {
  if (/^(<p>(<br>)?<\/p>)*$/.test(html.trim())) return '';
  return html.replace(/(?:&nbsp;)+/g, (run) => ' ' + '&nbsp;'.repeat(run.length / 6 - 1));
}
