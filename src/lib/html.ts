/** Plain text → HTML text or attribute value: the five characters HTML gives meaning to, as entities. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Plain text as HTML: what a reader shows is the text itself, never markup it holds (`<img onerror>` typed in the
 * editor stays letters on screen). Use it wherever plain text is put into HTML, and before XML escaping where an XML
 * format carries HTML (an RSS `<description>`).
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
