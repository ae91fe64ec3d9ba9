/**
 * Finds what must not survive sanitising in stored HTML: script hosts, event handlers, script URLs, links left
 * without an address, and class or data values that would break out of their attribute if written back unescaped.
 */
import { Parser } from 'htmlparser2';
import { FORBIDDEN_ELEMENTS, URL_ATTRIBUTES } from '../fixtures/xss-corpus.ts';

const SAFE_IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp);base64,/;
const VIDEO = /^https:\/\/(www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;

const BASE = 'https://panel.example/blog/';

/** The scheme a browser would use for this attribute value (WHATWG URL parsing, as Chromium does). */
function schemeOf(value: string): string {
  try {
    return new URL(value, BASE).protocol;
  } catch {
    return 'invalid:';
  }
}

export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if ((FORBIDDEN_ELEMENTS as readonly string[]).includes(name)) problems.push(`<${name}>`);
        // A link whose address was refused is text, not an anchor without href (the site's validator flags one).
        if (name === 'a' && !attributes.href) problems.push('<a> without href');
        for (const [attribute, value] of Object.entries(attributes)) {
          const attr = attribute.toLowerCase();
          if (attr.startsWith('on')) problems.push(`${name}[${attr}]`);
          if (attr === 'srcdoc' || attr === 'formaction' || attr === 'xmlns' || attr.includes(':')) {
            problems.push(`${name}[${attr}]`);
          }
          // Names and tokens never hold quotes or brackets: written back unescaped (as Quill's syntax code block did
          // with data-language), such a value breaks out of its attribute.
          if ((attr === 'class' || attr.startsWith('data-')) && /["'<>`]/.test(value)) {
            problems.push(`${name}[${attr}=${value.slice(0, 40)}]`);
          }
          if (attr === 'style' && /url\s*\(|expression|behavio|binding|@import|\\/i.test(value)) {
            problems.push(`${name}[style=${value.slice(0, 40)}]`);
          }
          if (!(URL_ATTRIBUTES as readonly string[]).includes(attr)) continue;
          const scheme = schemeOf(value);
          const trimmed = value.trim();
          if (!['http:', 'https:', 'mailto:', 'tel:', 'data:', 'invalid:'].includes(scheme)) {
            problems.push(`${name}[${attr}] ${scheme} URL`);
          } else if (scheme === 'data:' && !(name === 'img' && attr === 'src' && SAFE_IMAGE_DATA.test(trimmed))) {
            problems.push(`${name}[${attr}] data URL`);
          } else if (/^[\s/\\]*[/\\]{2}/.test(trimmed)) {
            problems.push(`${name}[${attr}] protocol-relative URL`);
          } else if (name === 'iframe' && attr === 'src' && !VIDEO.test(value)) {
            problems.push(`iframe src ${value.slice(0, 40)}`);
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  // Belt and braces on the raw text: a script tag the parser did not see as one still must not appear.
  if (/<\s*script/i.test(html)) problems.push('raw <script');
  return problems;
}
