import type { DOMPurify } from 'dompurify';
import { sanitizeLinkHref } from '@/lib/linkPolicy';
import { normalizeVideoEmbedUrl, VIDEO_SANDBOX } from '@/lib/videoEmbed';

/** What the rich-text editor (Quill 2) produces, and nothing else. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'blockquote',
  'pre',
  'code',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'iframe',
  'table',
  'tbody',
  'tr',
  'td',
];
const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'class',
  'style',
  'data-list',
  'data-row',
  'allowfullscreen',
  'frameborder',
];
/** Class names Quill writes (`ql-align-center`, `ql-indent-2`, `ql-size-large`...); nothing with a quote or bracket. */
const QUILL_CLASS = /^ql-[a-z0-9-]+$/;
/** Inline styles Quill writes (text and background colour); any other declaration is dropped. */
const ALLOWED_STYLE = /^(color|background-color)$/i;

let purifier: DOMPurify | null = null;

/** DOMPurify (~12 kB gzip) is fetched the first time a post is viewed, then reused. */
export async function loadBlogSanitizer(): Promise<(html: string) => string> {
  if (!purifier) {
    const { default: createDOMPurify } = await import('dompurify');
    purifier = configure(createDOMPurify(window));
  }
  const instance = purifier;
  return (html) => instance.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

function configure(instance: DOMPurify): DOMPurify {
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.tagName === 'A') {
      // Spec §5: only http, https, mailto and tel; links open in a new tab without opener or referrer.
      node.setAttribute('href', sanitizeLinkHref(node.getAttribute('href') ?? ''));
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && !/^(https?:\/\/|data:image\/)/i.test(node.getAttribute('src') ?? '')) {
      // No relative or odd sources: a stored post never makes the panel request its own origin.
      return void node.remove();
    }
    if (node.tagName === 'IFRAME') {
      // Editor videos only: a YouTube /embed/<id> or Vimeo /video/<id> page in its canonical form, sandboxed, no
      // referrer (the same rule as the server's sanitiser, src/lib/videoEmbed.ts).
      const src = normalizeVideoEmbedUrl(node.getAttribute('src') ?? '');
      if (!src) return void node.remove();
      node.setAttribute('src', src);
      node.setAttribute('sandbox', VIDEO_SANDBOX);
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
    const className = node.getAttribute('class');
    if (className !== null) {
      const kept = className.split(/\s+/).filter((name) => QUILL_CLASS.test(name));
      if (kept.length) node.setAttribute('class', kept.join(' '));
      else node.removeAttribute('class');
    }
    if (node instanceof HTMLElement && node.hasAttribute('style')) {
      const kept: string[] = [];
      for (const property of Array.from(node.style)) {
        if (ALLOWED_STYLE.test(property)) kept.push(`${property}: ${node.style.getPropertyValue(property)}`);
      }
      if (kept.length) node.setAttribute('style', kept.join('; '));
      else node.removeAttribute('style');
    }
  });
  return instance;
}
