import { useSearchParams } from 'react-router-dom';
import { SEO_PROBLEM_CODES, SEO_RECORD_TYPES } from '@/lib/seoProblems';
import { SeoHealthScreen, type SeoHealthUrlState } from '@/features/seo/screens/SeoHealthScreen';
import type { SeoProblemCode, SeoRecordType, SeoReportItem } from '@/features/seo/types';
import { renderRouterLink } from '../../layout/routerLink';
import { recordHref } from '../../registry/records';
import { pageFrom, toSearch } from '../contacts/urlState';

const isProblem = (value: string | null): value is SeoProblemCode =>
  SEO_PROBLEM_CODES.includes(value as SeoProblemCode);
const isType = (value: string | null): value is SeoRecordType => SEO_RECORD_TYPES.includes(value as SeoRecordType);

/** A record's edit form (registry/records.ts): a blog post by its blogId, a meta page by its id. */
export function seoRecordHref(item: Pick<SeoReportItem, 'type' | 'id' | 'recordId'>): string {
  return recordHref(item.type, item) ?? '';
}

/** /seo: `?problem=&type=&q=&page=` ↔ the screen's URL state. */
export function SeoRoute() {
  const [search, setSearch] = useSearchParams();
  const problem = search.get('problem');
  const type = search.get('type');
  const params: SeoHealthUrlState = {
    page: pageFrom(search),
    q: search.get('q') ?? undefined,
    type: isType(type) ? type : undefined,
    problem: isProblem(problem) ? problem : undefined,
  };
  return (
    <SeoHealthScreen
      params={params}
      onParamsChange={(next) => setSearch(toSearch({ ...next }))}
      getRecordHref={seoRecordHref}
      renderLink={renderRouterLink}
    />
  );
}
