import sanitizeHtml from 'sanitize-html';
import { normalizeVideoEmbedUrl } from '../../../src/lib/videoEmbed.ts';

/**
 * The allow-list is what Quill 2 produces and nothing more: its formats (bold, italic, underline, strike, links,
 * lists with data-list, blockquote, plain code blocks, headers, size/font/align/indent classes, colours, images, video
 * embeds and tables). Links keep only http/https/mailto/tel and always open in a new tab without an opener.
 */
const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+))?\s*\)$/i,
];
/** Quill's class names (`ql-align-center`, `ql-indent-2`...): a glob like `ql-*` would also keep `ql-x"` and the like. */
const QL_CLASS = [/^ql-[a-z0-9-]+$/];
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ol',
    'ul',
    'li',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'span',
    'sub',
    'sup',
    'img',
    'iframe',
    'table',
    'tbody',
    'tr',
    'td',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    li: ['data-list', 'class'],
    ol: ['class'],
    ul: ['class'],
    p: ['class', 'style'],
    span: ['class', 'style'],
    strong: ['style'],
    em: ['style'],
    u: ['style'],
    s: ['style'],
    h1: ['class'],
    h2: ['class'],
    h3: ['class'],
    h4: ['class'],
    h5: ['class'],
    h6: ['class'],
    blockquote: ['class'],
    // No data-language: the editor does no highlighting, and Quill's syntax code block wrote it back unescaped.
    pre: ['class', 'spellcheck'],
    div: ['class', 'spellcheck'],
    code: ['class'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'class', 'frameborder', 'allowfullscreen'],
    td: ['data-row'],
  },
  allowedClasses: {
    '*': QL_CLASS,
  },
  allowedStyles: {
    '*': { color: COLOR, 'background-color': COLOR },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
    // Videos: the embed URL is parsed and written back in its one canonical form (`/embed/<id>`, `/video/<id>`);
    // anything else gets an empty src and is dropped by the filter below.
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, src: normalizeVideoEmbedUrl(attribs.src ?? '') ?? '' },
    }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') {
      const src = frame.attribs.src ?? '';
      return !(/^https?:\/\//i.test(src) || /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i.test(src));
    }
    if (frame.tag === 'iframe') return !frame.attribs.src;
    return false;
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** True when sanitised HTML still holds readable text or media (an image or a video). */
export function hasContent(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '');
  return text.length > 0;
}
