import { SEO_REPORT_LIST } from '@/domain/queries';
import {
  SEO_PROBLEM_CODES,
  seoExampleLabel,
  seoProblemsOf,
  seoTextKey,
  siteKeyHost,
  type SeoRecordFacts,
  type SeoReportItem,
} from '@/lib/seoProblems';
import { linkFindings, parseBodyLinks, type BodyLink, type LinkSite } from '@/lib/bodyLinks';
import { altIsFileName, OVERSIZED_BYTES, OVERSIZED_WIDTH } from '@/lib/imageChecks';
import { redirectKey } from '@/lib/redirectKey';
import type { AssetRow, BlogRow, MetaRow } from '@/domain/records';
import { pageUrlKey } from '@/lib/uniqueKeys';
import { FIXTURE_SITE_URL } from '../../fixtures/records';
import { pageOf, type RouteContext, type Routes } from '../context';
import { ok } from '../http';
import { pagedParamsOf } from '@/domain/input';

interface Rec extends SeoRecordFacts {
  label: string;
  links: BodyLink[];
}

/** A record's duplicate group by `keyOf`: how many others share its key, and the smallest other label (SQL's min/max). */
function groups(records: Rec[], keyOf: (rec: Rec) => string) {
  const byKey = new Map<string, string[]>();
  for (const rec of records) byKey.set(keyOf(rec), [...(byKey.get(keyOf(rec)) ?? []), rec.label]);
  return (rec: Rec) => {
    const labels = (byKey.get(keyOf(rec)) ?? []).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const [min = null, max = null] = [labels[0], labels.at(-1)];
    return { others: labels.length - 1, example: min === rec.label ? max : min };
  };
}

/** The image codes' facts from the library (the server's migration 0022 reads the same in SQL). */
function imageFacts(ctx: RouteContext) {
  const byId = new Map(ctx.db.assets.map((row) => [row.id, row]));
  const isOversized = (row: AssetRow) => row.bytes > OVERSIZED_BYTES || row.width > OVERSIZED_WIDTH;
  const oversizedByStem = ctx.db.assets
    .filter(isOversized)
    .sort((a, b) => a.id - b.id)
    .map((row) => [row.name.slice(0, 32), row.originalName] as const);
  return {
    alt: (id: number | null) => {
      const row = id === null ? undefined : byId.get(id);
      return row && row.decorative === 0 && altIsFileName(row.alt, row.originalName) ? row.alt.slice(0, 100) : null;
    },
    oversized: (id: number | null) => {
      const row = id === null ? undefined : byId.get(id);
      return row && isOversized(row) ? row.originalName : null;
    },
    oversizedInBody: (stems: string | null) =>
      (stems && oversizedByStem.find(([stem]) => stems.includes(stem))?.[1]) || null,
  };
}

/** Every live blog post and meta page with at least one SEO problem (the report before filters, sort and paging). */
export function reportedRecords(ctx: RouteContext) {
  const image = imageFacts(ctx);
  const page = (type: 'blog' | 'meta', row: BlogRow | MetaRow, recordId: string, url: string) => {
    const facts = { type, id: row.id, recordId, title: row.metaTitle, description: row.metaDescription, url };
    return { ...facts, label: seoExampleLabel(row.metaTitle, type, recordId), urlKey: pageUrlKey(url) };
  };
  const records: Rec[] = [
    ...ctx.db.blogs.map((b) => ({
      ...page('blog', b, b.blogId, b.blogUrl),
      image: b.imageUrl,
      bodyImage: b.bodyImageWithoutAlt,
      altFileName: image.alt(b.imageId) ?? (b.bodyAltFileName || null),
      oversizedImage: image.oversized(b.imageId) ?? image.oversizedInBody(b.bodyAssets),
      dataImage: b.bodyDataImage || null,
      links: parseBodyLinks(b.bodyLinks),
    })),
    ...ctx.db.metas.map((m) => ({
      ...page('meta', m, String(m.id), m.metaUrl),
      image: m.image,
      bodyImage: null,
      altFileName: image.alt(m.imageId),
      oversizedImage: image.oversized(m.imageId),
      dataImage: null,
      links: [],
    })),
  ];
  const siteHost = siteKeyHost(FIXTURE_SITE_URL);
  // The server's link checks (migration 0021): pages by path, redirects by their path keys.
  const pages = new Set(records.map((rec) => redirectKey(rec.url)));
  const redirects = new Map(ctx.db.redirects.map((r) => [redirectKey(r.from), { to: r.to, toKey: redirectKey(r.to) }]));
  const site: LinkSite = { host: siteHost, isPage: (key) => pages.has(key), redirectOf: (key) => redirects.get(key) };
  const titleGroup = groups(records, (rec) => seoTextKey(rec.title));
  const descriptionGroup = groups(records, (rec) => seoTextKey(rec.description));
  const urlGroup = groups(records, (rec) => rec.urlKey);
  return records
    .map((rec): SeoReportItem & { sortTitle: string } => {
      const [titles, descriptions, urls] = [titleGroup(rec), descriptionGroup(rec), urlGroup(rec)];
      const problems = seoProblemsOf({
        ...rec,
        hasImage: !!rec.image,
        siteHost,
        links: rec.links.length ? linkFindings(rec.links, site) : null,
        titleOthers: rec.title.trim() ? titles.others : 0,
        titleExample: titles.example,
        descriptionOthers: rec.description.trim() ? descriptions.others : 0,
        descriptionExample: descriptions.example,
        urlOthers: urls.others,
        urlExample: urls.example,
      });
      const { type, id, recordId, title, url } = rec;
      return { type, id, recordId, title, url, sortTitle: title.toLowerCase(), problems };
    })
    .filter((item) => item.problems.length > 0);
}

/** `GET /seo/report` (docs/api.md#seo-health): the server's report, computed from the in-memory tables. */
export const seoRoutes: Routes = {
  'GET /seo/report': (ctx) => {
    const params = pagedParamsOf(Object.fromEntries(ctx.query), SEO_REPORT_LIST);
    const { type, problem } = params.filters;
    const q = params.q?.toLowerCase();
    const reported = reportedRecords(ctx);
    const having = (code: string) => (item: SeoReportItem) => item.problems.some((p) => p.code === code);
    const summary = Object.fromEntries(SEO_PROBLEM_CODES.map((code) => [code, reported.filter(having(code)).length]));
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const filtered = reported
      .filter((item) => (!type || item.type === type) && (!problem || having(problem)(item)))
      .filter((item) => !q || [item.title, item.url, item.recordId].some((text) => text.toLowerCase().includes(q)))
      .sort(
        (a, b) =>
          b.problems.length - a.problems.length || cmp(a.sortTitle, b.sortTitle) || cmp(a.type, b.type) || a.id - b.id,
      );
    const page = pageOf(filtered, params);
    return ok({ ...page, result: page.result.map(({ sortTitle: _sortTitle, ...item }) => item), summary });
  },
};
