/**
 * The `<head>` the demo site's server writes into a page, so search engines and link-preview bots (which run no
 * script) read a post's or a meta-managed page's title, description, canonical URL, OpenGraph and Twitter card tags
 * and JSON-LD `BlogPosting`. Pure: text in, HTML out, every value escaped for where it goes.
 */
import type { PublicMeta, PublicPostWithBody } from '../../src/contract/index.ts';
import { serializePageUrl } from '../../src/contract/url.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML: element content or a quoted attribute value. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` as `\u` escapes, so no text can close the
 * element or open a comment, and the line separators JavaScript once refused.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export interface ImageFacts {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
  alt: string;
}

/** What a page's head says. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own URL (serialised again here, so only a valid URI is written); none when it is not one. */
  canonical: string | undefined;
  siteName: string;
  type: 'article' | 'website';
  image: ImageFacts | undefined;
  /** A post: its JSON-LD `BlogPosting` facts. */
  article?: { headline: string; published: string | null; modified: string };
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags of a head after `<title>` and the description (those replace the template's own). */
function extraTags(head: PageHead): string[] {
  const tags: string[] = [];
  const canonical = head.canonical && serializePageUrl(head.canonical);
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  tags.push(
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (canonical) tags.push(meta('property', 'og:url', canonical));
  const image = head.image;
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.width && image.height) {
      tags.push(
        meta('property', 'og:image:width', String(image.width)),
        meta('property', 'og:image:height', String(image.height)),
      );
    }
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  if (head.article) {
    if (head.article.published) tags.push(meta('property', 'article:published_time', head.article.published));
    tags.push(meta('property', 'article:modified_time', head.article.modified));
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (image) tags.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  if (head.article) {
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: head.article.headline,
      description: head.description,
      ...(canonical ? { url: canonical, mainEntityOfPage: canonical } : {}),
      ...(head.article.published ? { datePublished: head.article.published } : {}),
      dateModified: head.article.modified,
      ...(image
        ? {
            image: {
              '@type': 'ImageObject',
              url: image.url,
              ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
            },
          }
        : {}),
      publisher: { '@type': 'Organization', name: head.siteName },
    };
    tags.push(`<script type="application/ld+json">${jsonForScript(posting)}</script>`);
  }
  return tags;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const SITE_NAME = /<meta property="og:site_name" content="([^"]*)"\s*\/?>/;

/** The text of an attribute or element as a template writes it (the escapes `escapeHtml` makes). */
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The site's name as its page templates state it (`og:site_name`), or `fallback`. */
export function siteNameOf(html: string, fallback: string): string {
  const found = SITE_NAME.exec(html)?.[1];
  return found ? decode(found) : fallback;
}

/** The title and description a page template is written with (the head of a page no meta page manages). */
export function templateHead(html: string): { title: string; description: string } {
  const title = TITLE.exec(html)?.[0].replace(/<\/?title>/g, '') ?? '';
  const description = /content="([^"]*)"/.exec(DESCRIPTION.exec(html)?.[0] ?? '')?.[1] ?? '';
  return { title: decode(title), description: decode(description) };
}

/** The page with its head written: `<title>` and the description replaced, the other tags added before `</head>`. */
export function writeHead(html: string, head: PageHead): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const before = html
    .slice(0, end)
    .replace(new RegExp(`\\n?[ \\t]*${SITE_NAME.source}`), '')
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () => meta('name', 'description', head.description));
  return `${before}${extraTags(head)
    .map((tag) => `    ${tag}\n`)
    .join('')}  ${html.slice(end)}`;
}

/** A post's head: its meta title (or title), meta description (or excerpt), its URL, image and dates. */
export function postHead(post: PublicPostWithBody, siteName: string, image: ImageFacts | undefined): PageHead {
  return {
    title: post.metaTitle || post.blogTitle,
    description: post.metaDescription || post.excerpt,
    canonical: post.blogUrl,
    siteName,
    type: 'article',
    image,
    article: { headline: post.blogTitle, published: post.publishedAt, modified: post.changedDate },
  };
}

/** A page managed by a meta page, or one written in its template (then `meta` is undefined). */
export function pageHead(
  page: { url: string; template: { title: string; description: string } },
  meta: PublicMeta | undefined,
  siteName: string,
  image: ImageFacts | undefined,
): PageHead {
  return {
    title: meta?.metaTitle ?? page.template.title,
    description: meta?.metaDescription ?? page.template.description,
    canonical: meta?.metaUrl ?? page.url,
    siteName,
    type: 'website',
    image,
  };
}
