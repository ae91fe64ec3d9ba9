/**
 * The one allow-list of stored rich text (blog post bodies): what the editor (Quill 2) produces and nothing more —
 * its formats (bold, italic, underline, strike, links, lists with data-list, blockquote, plain code blocks, headers,
 * size/font/align/indent classes, colours, images, video embeds and tables). The stored text's sanitiser
 * (./sanitizeRichText.ts, sanitize-html, run by the server and the in-memory API) and the browser's (BlogViewModal's
 * sanitizeBlogHtml, DOMPurify) both read it, so what the API stores and what the panel shows cannot drift apart.
 */

/** Attributes kept on each allowed tag (a tag with none listed keeps no attributes). */
export const RICH_TEXT_ATTRIBUTES = {
  p: ['class', 'style'],
  br: [],
  strong: ['style'],
  b: [],
  em: ['style'],
  i: [],
  u: ['style'],
  s: ['style'],
  a: ['href', 'target', 'rel'],
  ol: ['class'],
  ul: ['class'],
  li: ['data-list', 'class'],
  blockquote: ['class'],
  // No data-language: the editor does no highlighting, and Quill's syntax code block wrote it back unescaped.
  pre: ['class', 'spellcheck'],
  code: ['class'],
  div: ['class', 'spellcheck'],
  h1: ['class'],
  h2: ['class'],
  h3: ['class'],
  h4: ['class'],
  h5: ['class'],
  h6: ['class'],
  span: ['class', 'style'],
  sub: [],
  sup: [],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'class', 'frameborder', 'allowfullscreen'],
  table: [],
  tbody: [],
  tr: [],
  td: ['data-row'],
} as const satisfies Record<string, readonly string[]>;

export const RICH_TEXT_TAGS = Object.keys(RICH_TEXT_ATTRIBUTES);
/** Every attribute any allowed tag may keep (for sanitisers without per-tag lists). */
export const RICH_TEXT_ANY_ATTRIBUTE = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

/** Class names Quill writes (`ql-align-center`, `ql-indent-2`...); a glob like `ql-*` would also keep `ql-x"`. */
export const QUILL_CLASS = /^ql-[a-z0-9-]+$/;
/** The inline styles Quill writes: text and background colour. */
export const RICH_TEXT_STYLES = ['color', 'background-color'] as const;
/** Link schemes (docs/panel.md#validation); links always open in a new tab without opener or referrer. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';
/** An image's source: an absolute http(s) address or an inline PNG, JPEG, GIF or WebP. */
export function isRichTextImageSrc(src: string): boolean {
  return /^https?:\/\//i.test(src) || /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i.test(src);
}
