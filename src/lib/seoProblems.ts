/**
 * The SEO health report's problem codes and their messages (issue 15). Shared by the server (server/src/db/seoReport.ts
 * computes the counts in SQL) and the in-memory API (src/mocks/api), so both word a problem the same way. Pure: it
 * imports only the search-result limits the forms' preview uses (one source for both), the URL key rule and the image limits.
 */
import { SEARCH_DESCRIPTION_LIMIT, SEARCH_DESCRIPTION_MIN, SEARCH_TITLE_LIMIT } from './searchLimits.ts';
import type { LinkFindings } from './bodyLinks.ts';
import { pageUrlKey } from './uniqueKeys.ts';
import { OVERSIZED_BYTES, OVERSIZED_WIDTH } from './imageChecks.ts';
import { formatCount } from './plural.ts';

const OVERSIZED_MB = OVERSIZED_BYTES / 1024 / 1024;

export { SEARCH_DESCRIPTION_LIMIT, SEARCH_DESCRIPTION_MIN, SEARCH_TITLE_LIMIT };

/** Every problem code, in the order the report lists a record's problems and the screen shows the counts. */
export const SEO_PROBLEM_CODES = [
  'duplicate_url',
  'duplicate_title',
  'duplicate_description',
  'title_too_long',
  'description_too_long',
  'description_too_short',
  'missing_image',
  'insecure_url',
  'off_site_url',
  'image_missing_alt',
  'broken_internal_link',
  'link_to_redirect',
  'redirect_chain',
  'broken_external_link',
  'image_alt_is_filename',
  'image_oversized',
  'inline_data_image',
] as const;
export type SeoProblemCode = (typeof SEO_PROBLEM_CODES)[number];
export type SeoRecordType = 'blog' | 'meta';
export const SEO_RECORD_TYPES: readonly SeoRecordType[] = ['blog', 'meta'];

/** Short names of the codes, for the screen's counts and filters. */
export const SEO_PROBLEM_LABELS: Record<SeoProblemCode, string> = {
  duplicate_url: 'Duplicate URL',
  duplicate_title: 'Duplicate title',
  duplicate_description: 'Duplicate description',
  title_too_long: 'Title too long',
  description_too_long: 'Description too long',
  description_too_short: 'Description too short',
  missing_image: 'Missing image',
  insecure_url: 'Insecure URL',
  off_site_url: 'Not on the site',
  image_missing_alt: 'Image without alt text',
  broken_internal_link: 'Broken link',
  link_to_redirect: 'Link to a redirect',
  redirect_chain: 'Redirect chain',
  broken_external_link: 'Broken link to another site',
  image_alt_is_filename: 'Alt text is a file name',
  image_oversized: 'Image too large',
  inline_data_image: 'Image inside the text',
};

export interface SeoProblem {
  code: SeoProblemCode;
  message: string;
}

export interface SeoReportItem {
  type: SeoRecordType;
  id: number;
  recordId: string;
  title: string;
  url: string;
  problems: SeoProblem[];
}

/** What the report reads of one blog post or meta page (`urlKey`: the URL compared as a duplicate, pageUrlKey). */
export interface SeoRecordFacts {
  type: SeoRecordType;
  id: number;
  recordId: string;
  title: string;
  description: string;
  url: string;
  urlKey: string;
  image: string | null;
  /** The body's first image without alt text, '' or null when none (src/lib/bodyImages.ts). */
  bodyImage: string | null;
  /** The alt text of the featured image or a body image when it is just a file name (src/lib/imageChecks.ts), or null. */
  altFileName: string | null;
  /** The original name of the featured image or a library image in the body when it is oversized, or null. */
  oversizedImage: string | null;
  /** How many body images are `data:` URLs and the first one's type (`2 data:image/png`), '' or null when none. */
  dataImage: string | null;
}

/** Another record of a duplicate group, as the message names it: `"About us" (meta 12)`. */
export const seoExampleLabel = (title: string, type: SeoRecordType, recordId: string) =>
  `"${title}" (${type} ${recordId})`;

/** Case-folded, trimmed text: two titles or descriptions with the same key are duplicates. */
export const seoTextKey = (text: string) => text.trim().toLowerCase();

const others = (count: number) => `${count} other ${count === 1 ? 'page' : 'pages'}`;

/** What the facts about one record say, problem by problem, in `SEO_PROBLEM_CODES` order. */
export interface SeoFacts {
  type: SeoRecordType;
  title: string;
  description: string;
  url: string;
  hasImage: boolean;
  /** The site's host (`SITE_URL`'s, as URL keys spell it) and the page's URL key; no check without a host. */
  siteHost: string | null;
  urlKey: string;
  bodyImage: string | null;
  altFileName: string | null;
  oversizedImage: string | null;
  dataImage: string | null;
  /** What the body's links on the site lead to (src/lib/bodyLinks.ts); null when none is flagged. */
  links: LinkFindings | null;
  /** How many other records share the title / description / URL key, and one of them (`seoExampleLabel`). */
  titleOthers: number;
  titleExample: string | null;
  descriptionOthers: number;
  descriptionExample: string | null;
  urlOthers: number;
  urlExample: string | null;
}

export function seoProblemsOf(facts: SeoFacts): SeoProblem[] {
  const problems: SeoProblem[] = [];
  const title = facts.title.trim();
  const description = facts.description.trim();
  if (facts.urlOthers > 0) {
    problems.push({
      code: 'duplicate_url',
      message: `Same URL as ${others(facts.urlOthers)}, e.g. ${facts.urlExample ?? ''}`.trim(),
    });
  }
  if (facts.titleOthers > 0) {
    problems.push({
      code: 'duplicate_title',
      message: `Same title as ${others(facts.titleOthers)}, e.g. ${facts.titleExample ?? ''}`.trim(),
    });
  }
  if (facts.descriptionOthers > 0) {
    problems.push({
      code: 'duplicate_description',
      message: `Same description as ${others(facts.descriptionOthers)}, e.g. ${facts.descriptionExample ?? ''}`.trim(),
    });
  }
  if (title.length > SEARCH_TITLE_LIMIT) {
    problems.push({
      code: 'title_too_long',
      message: `Title is ${title.length} characters; search results cut it after about ${SEARCH_TITLE_LIMIT}`,
    });
  }
  if (description.length > SEARCH_DESCRIPTION_LIMIT) {
    problems.push({
      code: 'description_too_long',
      message: `Description is ${description.length} characters; search results cut it after about ${SEARCH_DESCRIPTION_LIMIT}`,
    });
  }
  if (description.length < SEARCH_DESCRIPTION_MIN) {
    problems.push({
      code: 'description_too_short',
      message: `Description is only ${description.length} characters; aim for at least ${SEARCH_DESCRIPTION_MIN}`,
    });
  }
  if (!facts.hasImage) {
    problems.push({
      code: 'missing_image',
      message:
        facts.type === 'blog'
          ? 'No featured image: shared links show no picture'
          : 'No share image: shared links show no picture',
    });
  }
  if (/^http:/i.test(facts.url.trim())) {
    problems.push({ code: 'insecure_url', message: 'The URL starts with http: instead of https:' });
  }
  if (facts.siteHost !== null && !onSiteHost(facts.urlKey, facts.siteHost)) {
    problems.push({
      code: 'off_site_url',
      message: `The URL is not on the website (${facts.siteHost}): search engines credit the other site`,
    });
  }
  if (facts.bodyImage) {
    problems.push({
      code: 'image_missing_alt',
      message: `An image in the text has no alt text (${facts.bodyImage}): screen readers skip it`,
    });
  }
  if (facts.links?.broken) {
    problems.push({
      code: 'broken_internal_link',
      message: `A link in the text leads to no page on the site (${facts.links.broken}): readers get "not found"`,
    });
  }
  if (facts.links?.redirected) {
    const { from, to } = facts.links.redirected;
    problems.push({
      code: 'link_to_redirect',
      message: `A link in the text goes to ${from}, which redirects to ${to}: link to ${to} instead`,
    });
  }
  if (facts.links?.chained) {
    const { from, to } = facts.links.chained;
    problems.push({
      code: 'redirect_chain',
      message: `A link in the text goes to ${from}, which redirects more than once before ${to}: link to ${to} instead`,
    });
  }
  if (facts.links?.external) {
    const { url, reason } = facts.links.external;
    problems.push({
      code: 'broken_external_link',
      message: `A link to another site does not work (${url} ${reason}): readers get an error`,
    });
  }
  if (facts.altFileName) {
    problems.push({
      code: 'image_alt_is_filename',
      message: `An image's alt text is just a file name ("${facts.altFileName}"): screen readers read the file name out`,
    });
  }
  if (facts.oversizedImage) {
    problems.push({
      code: 'image_oversized',
      message: `An image is over ${OVERSIZED_MB} MB or ${formatCount(OVERSIZED_WIDTH)} px wide (${facts.oversizedImage}): pages that show it load slowly`,
    });
  }
  if (facts.dataImage) {
    const [count = '1', type = 'data:'] = facts.dataImage.split(' ');
    const many = Number(count) > 1;
    problems.push({
      code: 'inline_data_image',
      message: `${many ? `${count} images are` : 'An image is'} stored inside the text (${type}): upload ${many ? 'them' : 'it'} to the media library instead`,
    });
  }
  return problems;
}

/** The host of a URL key (`scheme://host[:port]…`, pageUrlKey), '' when it has none. */
export const urlKeyHost = (urlKey: string) => {
  const at = urlKey.indexOf('://');
  return at < 0 ? '' : (urlKey.slice(at + 3).split(/[/?]/)[0] ?? '');
};

/** True when a page's URL key is on `host` (as the database's `off_site_url` compares: the text after `://`). */
export const onSiteHost = (urlKey: string, host: string) => urlKey.includes('://') && urlKeyHost(urlKey) === host;

/** The host a site's pages have in their URL keys: `SITE_URL`'s, as pageUrlKey spells it (`example.com:8080`). */
export const siteKeyHost = (siteUrl: string) => urlKeyHost(pageUrlKey(siteUrl));
