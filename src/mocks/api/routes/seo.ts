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
import type { AssetRow } from '@/domain/records';
import { pageUrlKey } from '@/lib/uniqueKeys';
import { FIXTURE_SITE_URL } from '../../fixtures/records';
import { listParams, requireSession, type RouteContext } from '../context';
import { ok, type MockReply } from '../http';

interface Rec extends SeoRecordFacts {
  label: string;
  links: BodyLink[];
}

/** The server's duplicate group of a record: how many others share `key`, and the smallest other label (as SQL's min/max). */
function groups(records: Rec[], keyOf: (rec: Rec) => string) {
  const byKey = new Map<string, Rec[]>();
  for (const rec of records) {
    const key = keyOf(rec);
    byKey.set(key, [...(byKey.get(key) ?? []), rec]);
  }
  return (rec: Rec) => {
    const members = byKey.get(keyOf(rec)) ?? [];
    const labels = members.map((m) => m.label).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const min = labels[0] ?? null;
    const max = labels[labels.length - 1] ?? null;
    return { others: members.length - 1, example: min === rec.label ? max : min };
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

/** `GET /seo/report` (docs/api.md#seo-health): the server's report, computed from the in-memory tables. */
/** Every live blog post and meta page with at least one SEO problem (the report before filters, sort and paging). */
export function reportedRecords(ctx: RouteContext) {
  const image = imageFacts(ctx);
  const records: Rec[] = [
    ...ctx.db.blogs.map((b) => ({
      type: 'blog' as const,
      id: b.id,
      recordId: b.blogId,
      title: b.metaTitle,
      description: b.metaDescription,
      url: b.blogUrl,
      urlKey: pageUrlKey(b.blogUrl),
      image: b.imageUrl,
      bodyImage: b.bodyImageWithoutAlt,
      altFileName: image.alt(b.imageId) ?? (b.bodyAltFileName || null),
      oversizedImage: image.oversized(b.imageId) ?? image.oversizedInBody(b.bodyAssets),
      dataImage: b.bodyDataImage || null,
      links: parseBodyLinks(b.bodyLinks),
    })),
    ...ctx.db.metas.map((m) => ({
      type: 'meta' as const,
      id: m.id,
      recordId: String(m.id),
      title: m.metaTitle,
      description: m.metaDescription,
      url: m.metaUrl,
      urlKey: pageUrlKey(m.metaUrl),
      image: m.image,
      bodyImage: null,
      altFileName: image.alt(m.imageId),
      oversizedImage: image.oversized(m.imageId),
      dataImage: null,
      links: [],
    })),
  ].map((rec) => ({ ...rec, label: seoExampleLabel(rec.title, rec.type, rec.recordId) }));
  const siteHost = siteKeyHost(FIXTURE_SITE_URL);
  // The server's link checks (migration 0021): pages by path, redirects by their path keys.
  const pages = new Set(
    [...ctx.db.blogs.map((b) => b.blogUrl), ...ctx.db.metas.map((m) => m.metaUrl)].map(redirectKey),
  );
  const redirects = new Map(
    ctx.db.redirects.map((r) => [redirectKey(r.from), { to: r.to, toKey: redirectKey(r.to) }] as const),
  );
  const site: LinkSite = { host: siteHost, isPage: (key) => pages.has(key), redirectOf: (key) => redirects.get(key) };
  const titleGroup = groups(records, (rec) => seoTextKey(rec.title));
  const descriptionGroup = groups(records, (rec) => seoTextKey(rec.description));
  const urlGroup = groups(records, (rec) => rec.urlKey);
  return records
    .map((rec): SeoReportItem & { sortTitle: string } => {
      const title = titleGroup(rec);
      const description = descriptionGroup(rec);
      const url = urlGroup(rec);
      return {
        type: rec.type,
        id: rec.id,
        recordId: rec.recordId,
        title: rec.title,
        url: rec.url,
        sortTitle: rec.title.toLowerCase(),
        problems: seoProblemsOf({
          type: rec.type,
          title: rec.title,
          description: rec.description,
          url: rec.url,
          hasImage: !!rec.image,
          siteHost,
          urlKey: rec.urlKey,
          bodyImage: rec.bodyImage,
          altFileName: rec.altFileName,
          oversizedImage: rec.oversizedImage,
          dataImage: rec.dataImage,
          links: rec.links.length ? linkFindings(rec.links, site) : null,
          titleOthers: rec.title.trim() ? title.others : 0,
          titleExample: title.example,
          descriptionOthers: rec.description.trim() ? description.others : 0,
          descriptionExample: description.example,
          urlOthers: url.others,
          urlExample: url.example,
        }),
      };
    })
    .filter((item) => item.problems.length > 0);
}

export function seoRoutes(ctx: RouteContext): MockReply | null {
  const [root, action] = ctx.segments;
  if (root !== 'seo' || action !== 'report' || ctx.method !== 'GET') return null;
  requireSession(ctx);
  const { after: _ignored, ...query } = Object.fromEntries(ctx.query);
  const { filters, q: raw, page, pageSize } = listParams(ctx, SEO_REPORT_LIST, query);
  const { type, problem } = filters;
  const q = raw?.toLowerCase();
  const reported = reportedRecords(ctx);
  const summary = Object.fromEntries(
    SEO_PROBLEM_CODES.map((code) => [
      code,
      reported.filter((item) => item.problems.some((p) => p.code === code)).length,
    ]),
  );
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const filtered = reported
    .filter((item) => !type || item.type === type)
    .filter((item) => !problem || item.problems.some((p) => p.code === problem))
    .filter((item) => !q || [item.title, item.url, item.recordId].some((text) => text.toLowerCase().includes(q)))
    .sort(
      (a, b) =>
        b.problems.length - a.problems.length || cmp(a.sortTitle, b.sortTitle) || cmp(a.type, b.type) || a.id - b.id,
    );
  const result = filtered
    .slice((page - 1) * pageSize, page * pageSize)
    .map(({ sortTitle: _sortTitle, ...item }) => item);
  return ok({ result, total: filtered.length, page, pageSize, summary });
}
