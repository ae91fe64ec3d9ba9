/**
 * Tidies the HTML Quill 2.0.3 emits (`getSemanticHTML`): it writes every space as `&nbsp;`, which stops lines from
 * wrapping wherever the HTML is shown. A single `&nbsp;` becomes a space; a run keeps one space and then `&nbsp;`s,
 * so deliberate runs of spaces still show. An editor with nothing typed (`<p></p>`, `<p><br></p>`) becomes ''.
 * A refused link (its href made `about:blank` by the link policy) is sent as its text alone: the server would keep
 * an `<a>` without `href`, which is no link and which the site's validator flags.
 */
export function normalizeEditorHtml(html: string): string {
  if (/^(<p>(<br>)?<\/p>)*$/.test(html.trim())) return '';
  return html.replace(/(?:&nbsp;)+/g, (run) => ' ' + '&nbsp;'.repeat(run.length / 6 - 1)).replace(REFUSED_LINK, '$1');
}

/** An `<a>` whose href the link policy refused; links do not nest, so its text ends at the first `</a>`. */
const REFUSED_LINK = /<a\b[^>]*\bhref="about:blank"[^>]*>([\s\S]*?)<\/a>/g;

/** True when a change to the editor's contents made a link the policy refused (see `sanitizeLinkHref`). */
export function madeRefusedLink(ops: readonly { attributes?: Record<string, unknown> }[]): boolean {
  return ops.some((op) => op.attributes?.link === 'about:blank');
}
