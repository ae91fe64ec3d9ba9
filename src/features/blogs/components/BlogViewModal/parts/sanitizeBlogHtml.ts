import type { DOMPurify } from 'dompurify';
import { sanitizeLinkHref } from '@/lib/linkPolicy';
import {
  isRichTextImageSrc,
  QUILL_CLASS,
  RICH_TEXT_ANY_ATTRIBUTE,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
} from '@/lib/richTextPolicy';
import { normalizeVideoEmbedUrl, VIDEO_SANDBOX } from '@/lib/videoEmbed';

/** Inline styles Quill writes (text and background colour); any other declaration is dropped. */
const ALLOWED_STYLE = new Set<string>(RICH_TEXT_STYLES);

let purifier: DOMPurify | null = null;

/** DOMPurify (~12 kB gzip) is fetched the first time a post is viewed, then reused. */
export async function loadBlogSanitizer(): Promise<(html: string) => string> {
  if (!purifier) {
    const { default: createDOMPurify } = await import('dompurify');
    purifier = configure(createDOMPurify(window));
  }
  const instance = purifier;
  return (html) =>
    instance.sanitize(html, {
      ALLOWED_TAGS: RICH_TEXT_TAGS,
      ALLOWED_ATTR: RICH_TEXT_ANY_ATTRIBUTE,
      ALLOW_DATA_ATTR: false,
    });
}

function configure(instance: DOMPurify): DOMPurify {
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.tagName === 'A') {
      // docs/panel.md#validation: only http, https, mailto and tel; links open in a new tab without opener or referrer.
      node.setAttribute('href', sanitizeLinkHref(node.getAttribute('href') ?? ''));
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', RICH_TEXT_LINK_REL);
    }
    if (node.tagName === 'IMG' && !isRichTextImageSrc(node.getAttribute('src') ?? '')) {
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
        if (ALLOWED_STYLE.has(property.toLowerCase()))
          kept.push(`${property}: ${node.style.getPropertyValue(property)}`);
      }
      if (kept.length) node.setAttribute('style', kept.join('; '));
      else node.removeAttribute('style');
    }
  });
  return instance;
}
