import Quill, { Parchment, type Range } from 'quill';
import CodeBlock, { CodeBlockContainer } from 'quill/formats/code';
import Image from 'quill/formats/image';
import Link from 'quill/formats/link';
import Video from 'quill/formats/video';
import type TableModule from 'quill/modules/table';
import type Toolbar from 'quill/modules/toolbar';
import { EDITOR_IMAGE_MIME_TYPES } from '@/lib/imagePolicy';
import { sanitizeLinkHref } from '@/lib/linkPolicy';
import { normalizeVideoEmbedUrl, VIDEO_SANDBOX } from '@/lib/videoEmbed';
import { TOOLBAR } from './toolbar';

/** Quill's Link with our policy: only http, https, mailto and tel survive, anything else becomes about:blank. */
class PolicyLink extends Link {
  static override sanitize(url: string): string {
    return sanitizeLinkHref(url);
  }
}
// Quill's Link.create already adds target="_blank" and rel="noopener noreferrer" to every link.
Quill.register('formats/link', PolicyLink, true);

/**
 * Quill's Video with the shared embed rule: the URL (typed in the toolbar, pasted or loaded with a post) is parsed
 * and written in its canonical `/embed/<id>` or `/video/<id>` form, anything else becomes about:blank (and is dropped
 * on save); the frame is sandboxed to what the players need and sends no referrer.
 */
export class PolicyVideo extends Video {
  static override create(value: string): Element {
    const node = super.create(value);
    node.setAttribute('sandbox', VIDEO_SANDBOX);
    node.setAttribute('referrerpolicy', 'no-referrer');
    return node;
  }

  static override sanitize(url: string): string {
    return normalizeVideoEmbedUrl(url) ?? 'about:blank';
  }

  /**
   * What `getSemanticHTML` (the form's value) writes for the video. Quill's own writes `<a href>`, so a saved post
   * lost its player; this writes the player as stored (the frame the server's and the browser's allow-lists keep), and
   * nothing for a refused embed, which the server would drop anyway.
   */
  override html(): string {
    const src = normalizeVideoEmbedUrl(this.domNode.getAttribute('src') ?? '');
    if (!src) return '';
    const escaped = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    return `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${escaped}"></iframe>`;
  }
}
Quill.register('formats/video', PolicyVideo, true);

/**
 * The attribute holding an image's own address while its `src` shows it another way (an API file fetched with the
 * session's token, as an object URL): the content, its Delta and the saved HTML keep the address.
 */
export const IMAGE_SOURCE_ATTRIBUTE = 'data-source';

/** How the editor on screen shows an image address it cannot load by itself (`RichTextEditorProps.resolveImageSrc`). */
export type ImageSource = (src: string) => Promise<string | null> | null;
let imageSource: ImageSource | null = null;

/**
 * Makes `source` the way images are shown from now on (Quill's blots are global: the editor on screen sets it before
 * its Quill is made); returns what puts the previous one back.
 */
export function showImagesThrough(source: ImageSource | null): () => void {
  const previous = imageSource;
  imageSource = source;
  return () => {
    if (imageSource === source) imageSource = previous;
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Quill's Image with three changes. An empty `alt` is kept: `alt=""` marks a decorative image, which Quill's own
 * format dropped (an image with no alt at all, which the SEO report flags). An address the image source claims is
 * never loaded as it is (a draft's library image is not public yet): the image shows the URL the source gives, and
 * keeps its address in `IMAGE_SOURCE_ATTRIBUTE`, which the content and the saved HTML read.
 */
export class PolicyImage extends Image {
  static override create(value: string): Element {
    // Quill's Image.create sets `src` at once, which starts loading it: the element alone is made here.
    const node = Parchment.EmbedBlot.create.call(this, value) as HTMLImageElement;
    if (typeof value !== 'string') return node;
    const address = this.sanitize(value);
    const shown = imageSource?.(address);
    if (!shown) {
      node.setAttribute('src', address);
      return node;
    }
    node.setAttribute(IMAGE_SOURCE_ATTRIBUTE, address);
    void shown.then(
      (url) => node.setAttribute('src', url ?? address),
      () => node.setAttribute('src', address),
    );
    return node;
  }

  static override value(domNode: Element): string | null {
    return domNode.getAttribute(IMAGE_SOURCE_ATTRIBUTE) ?? domNode.getAttribute('src');
  }

  override format(name: string, value: unknown): void {
    if (name === 'alt') {
      if (typeof value === 'string') this.domNode.setAttribute('alt', value);
      else this.domNode.removeAttribute('alt');
      return;
    }
    super.format(name, value as string);
  }

  /** What `getSemanticHTML` (the form's value) writes: the image's own address, never the URL it is shown through. */
  html(): string {
    const src = PolicyImage.value(this.domNode) ?? '';
    const attributes = [`src="${escapeAttribute(src)}"`];
    for (const name of ['alt', 'width', 'height']) {
      const value = this.domNode.getAttribute(name);
      if (value !== null) attributes.push(`${name}="${escapeAttribute(value)}"`);
    }
    return `<img ${attributes.join(' ')}>`;
  }
}
Quill.register('formats/image', PolicyImage, true);

// The full Quill build registers its syntax-highlighting code block, which reads a `data-language` from pasted or
// loaded HTML and writes it back into getSemanticHTML unescaped: `<pre data-language="x" onmouseover="...">`.
// This editor does no highlighting, so its code blocks are Quill's plain ones: `<pre>`, with no language at all.
class PlainCodeBlock extends CodeBlock {
  // CodeBlock.register would register its container again without `overwrite` (and warn): done just below.
  static override register() {}
}
Quill.register(CodeBlockContainer, true);
Quill.register(PlainCodeBlock, true);

/** Rows and columns of the table the toolbar's table button inserts. */
export const TABLE_SIZE = { rows: 3, columns: 3 } as const;

/** Code-block indent: two spaces (docs/panel.md#numbers). */
export const CODE_TAB = '  ';

/** Inserts a 3×3 table on a new line at the cursor (Quill 2 cannot nest tables, so inside a table it does nothing). */
function insertTable(this: Toolbar) {
  const { quill } = this;
  const range = quill.getSelection(true);
  if (quill.getFormat(range).table) return;
  const [, offset] = quill.getLine(range.index);
  let index = range.index;
  if (offset > 0) {
    quill.insertText(index, '\n', Quill.sources.USER);
    index += 1;
  }
  quill.setSelection(index, 0, Quill.sources.SILENT);
  (quill.getModule('table') as TableModule).insertTable(TABLE_SIZE.rows, TABLE_SIZE.columns);
}

interface BindingThis {
  quill: Quill;
}

/** Stable module options (a new object would make react-quill rebuild the editor). */
export const EDITOR_MODULES = {
  toolbar: { container: TOOLBAR, handlers: { table: insertTable } },
  table: true,
  uploader: { mimetypes: [...EDITOR_IMAGE_MIME_TYPES] },
  keyboard: {
    bindings: {
      // Replaces Quill's code-block Tab so the indent is spelled out here: two spaces at the cursor.
      'indent code-block': {
        key: 'Tab',
        shiftKey: false,
        format: { 'code-block': true },
        handler(this: BindingThis, range: Range) {
          this.quill.deleteText(range.index, range.length, Quill.sources.USER);
          this.quill.insertText(range.index, CODE_TAB, Quill.sources.USER);
          this.quill.setSelection(range.index + CODE_TAB.length, 0, Quill.sources.SILENT);
          return false;
        },
      },
      // In plain text, Tab leaves the editor (no keyboard trap); lists, quotes, tables and code keep their own Tab.
      tab: { key: 'Tab', handler: () => true },
    },
  },
};

/** Every format the toolbar can produce; also the list-autofill formats ('1.', '-', '*', '[ ]', '[x]' → list). */
export const EDITOR_FORMATS = [
  'header',
  'font',
  'size',
  'bold',
  'italic',
  'underline',
  'strike',
  'blockquote',
  'list',
  'indent',
  'link',
  'image',
  'video',
  'align',
  'color',
  'background',
  'code-block',
  'table',
];
