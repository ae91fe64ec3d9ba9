import { useAtomValue } from 'jotai';
import { SEO_PROBLEM_LABELS, SEO_RECORD_TYPES } from '@/lib/seoProblems';
import { SearchAndTypeFilters } from '@/shared/lists/SearchAndTypeFilters';
import { useSyncedParams } from '@/shared/lists/useList';
import { DataRowSkeleton, DataList } from '@/ui/DataRow';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { defaultRenderLink, type RenderLink } from '@/ui/Layout';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { seoReportAtom, seoReportParamsAtom } from '../atoms';
import { SeoRecordRow } from '../components/SeoRecordRow';
import { SeoSummary } from '../components/SeoSummary';
import type { SeoProblemCode, SeoRecordType, SeoReportItem } from '../types';
import { Page } from './SeoHealthScreen.styles';

/** The screen's URL state (`/seo?problem=duplicate_title&type=meta&q=about&page=2`). */
export interface SeoHealthUrlState {
  page?: number;
  q?: string;
  type?: SeoRecordType;
  problem?: SeoProblemCode;
}

/** Records per page. */
export const SEO_PAGE_SIZE = 24;

const TYPE_OPTIONS: { value: SeoRecordType; label: string }[] = SEO_RECORD_TYPES.map((type) => ({
  value: type,
  label: type === 'blog' ? 'Blog posts' : 'Meta pages',
}));

const recordsLabel = (n: number) => `${n} ${n === 1 ? 'record' : 'records'} with problems`;

export interface SeoHealthScreenProps {
  /** Filters, search and page, from the URL. @default {} */
  params?: SeoHealthUrlState;
  /** Called with the next URL state when a count, the search, the type or the page changes. */
  onParamsChange?: (next: SeoHealthUrlState) => void;
  /** Where a record's edit form is. */
  getRecordHref: (item: SeoReportItem) => string;
  /** Renders links; the app plugs in the router's Link. @default a plain anchor */
  renderLink?: RenderLink;
  /** Records per page. @default 24 */
  pageSize?: number;
}

/** "SEO health" (/seo): the site-wide report — counts that filter, records worst first, each linked to its form. */
export function SeoHealthScreen({
  params = {},
  onParamsChange = () => {},
  getRecordHref,
  renderLink = defaultRenderLink,
  pageSize = SEO_PAGE_SIZE,
}: SeoHealthScreenProps) {
  const synced = useSyncedParams(seoReportParamsAtom, { ...params, page: params.page ?? 1, pageSize });
  const view = useAtomValue(seoReportAtom);
  const report = synced ? view.report : null;
  const loading = !synced || view.status === 'loading';
  const filtered = Boolean(params.q || params.type || params.problem);
  const pageCount = report ? Math.ceil(report.total / report.pageSize) : 1;
  return (
    <Page>
      <PageHeader
        title="SEO health"
        subtitle="What search results and shared links will show wrong, across blog posts and meta pages, worst first."
        count={report && !loading ? recordsLabel(report.total) : ''}
        onRefresh={view.refetch}
        refreshing={view.status === 'refreshing'}
      />
      {report && !loading ? (
        <SeoSummary
          summary={report.summary}
          selected={params.problem}
          onSelect={(problem) => onParamsChange({ ...params, problem, page: undefined })}
        />
      ) : null}
      <SearchAndTypeFilters
        params={params}
        onParamsChange={onParamsChange}
        searchLabel="Search records"
        searchPlaceholder="Search title, URL or id"
        typeOptions={TYPE_OPTIONS}
      />
      {loading ? <DataRowSkeleton label="Loading the SEO report" count={4} /> : null}
      {!loading && view.status === 'error' ? <ErrorBanner message={view.error} onRetry={view.refetch} /> : null}
      {report && !loading && report.total === 0 && view.status !== 'error' ? (
        filtered ? (
          <EmptyState
            message={params.problem ? `No records with "${SEO_PROBLEM_LABELS[params.problem]}"` : 'No records match'}
            description="Clear the filters or the search to see every record with a problem."
          />
        ) : (
          <EmptyState
            message="All is well"
            description="No blog post or meta page has an SEO problem: titles, descriptions, URLs and images are fine."
          />
        )
      ) : null}
      {report && !loading && report.result.length > 0 ? (
        <DataList label="Records with problems">
          {report.result.map((item) => (
            <SeoRecordRow
              key={`${item.type}-${item.id}`}
              item={item}
              href={getRecordHref(item)}
              renderLink={renderLink}
            />
          ))}
        </DataList>
      ) : null}
      {report && !loading && pageCount > 1 ? (
        <Pagination
          page={params.page ?? 1}
          pageCount={pageCount}
          onPageChange={(page) => onParamsChange({ ...params, page })}
          disabled={view.status === 'refreshing'}
        />
      ) : null}
    </Page>
  );
}
