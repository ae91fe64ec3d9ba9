import sanitizeHtml from 'sanitize-html';
import {
  isRichTextImageSrc,
  QUILL_CLASS,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
} from './richTextPolicy.ts';
import { normalizeVideoEmbedUrl } from './videoEmbed.ts';

/**
 * Stored rich text, sanitised: the server's rule for a post's body before it is stored, which the in-memory API runs
 * too. The allow-list (tags, attributes, classes, styles, schemes) is src/lib/richTextPolicy.ts, shared with the
 * panel's display sanitiser; here only what sanitize-html needs on top: colour values and the video hosts.
 */
const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+))?\s*\)$/i,
];
const options: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: RICH_TEXT_ATTRIBUTES as unknown as Record<string, string[]>,
  allowedClasses: {
    '*': [QUILL_CLASS],
  },
  allowedStyles: {
    '*': Object.fromEntries(RICH_TEXT_STYLES.map((property) => [property, COLOR])),
  },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
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
      attribs: { ...attribs, target: '_blank', rel: RICH_TEXT_LINK_REL },
    }),
    // Videos: the embed URL is parsed and written back in its one canonical form (`/embed/<id>`, `/video/<id>`);
    // anything else gets an empty src and is dropped by the filter below.
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, src: normalizeVideoEmbedUrl(attribs.src ?? '') ?? '' },
    }),
  },
  exclusiveFilter: (frame) => {
    // A link whose address was refused (`javascript:`, `data:`) or never given keeps its text and loses the anchor:
    // an `<a>` without href is no link to a reader and an error to the site's HTML validator. (`frame.attribs` is what
    // is left after the scheme check.)
    if (frame.tag === 'a') return frame.attribs.href ? false : 'excludeTag';
    if (frame.tag === 'img') return !isRichTextImageSrc(frame.attribs.src ?? '');
    if (frame.tag === 'iframe') return !frame.attribs.src;
    return false;
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
