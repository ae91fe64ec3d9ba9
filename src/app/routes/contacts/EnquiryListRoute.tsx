import { useSearchParams } from 'react-router-dom';
import { enquiryListQuery, prefetchEnquiryList, type EnquiryListKey } from '@/features/contacts/atoms';
import { messageSortFrom } from '@/features/contacts/components/ListToolbar';
import { daysFrom } from '@/features/contacts/recent';
import { ENQUIRY_PAGE_SIZE, EnquiryListScreen } from '@/features/contacts/screens/EnquiryListScreen';
import type { EnquiryCategory } from '@/features/contacts/types';
import { timeAtom } from '@/shared/time';
import { prefetchLoader } from '../prefetch';
import { pageFrom, toSearch, viewFrom, withoutView } from './urlState';

const urlState = (search: URLSearchParams) => ({
  page: pageFrom(search),
  q: search.get('q') ?? undefined,
  sort: messageSortFrom(search.get('sort')),
  days: daysFrom(search.get('days')),
});

/** Starts the page's list call while the shell and screen render. */
export const enquiryLoader = (key: EnquiryListKey) =>
  prefetchLoader(({ queryClient, client, store }, url) =>
    prefetchEnquiryList(
      queryClient,
      client,
      key,
      enquiryListQuery(urlState(url.searchParams), ENQUIRY_PAGE_SIZE, store.get(timeAtom).now()),
    ),
  );

function EnquiryListRoute({ category }: { category?: EnquiryCategory }) {
  const [search, setSearch] = useSearchParams();
  return (
    <EnquiryListScreen
      key={category ?? 'ALL'}
      category={category}
      params={urlState(search)}
      onParamsChange={(next) => setSearch(toSearch({ ...next }))}
      viewId={viewFrom(search)}
      onViewOpened={() => setSearch((current) => withoutView(current), { replace: true })}
    />
  );
}

/** /contacts/footer */
export const FooterEnquiryRoute = () => <EnquiryListRoute category="FOOTER" />;
/** /contacts/header */
export const HeaderEnquiryRoute = () => <EnquiryListRoute category="HEADER" />;
/** /contacts/page */
export const PageEnquiryRoute = () => <EnquiryListRoute category="PAGE" />;
/** /contacts/enquiries: every form's enquiries (the dashboard's "enquiries in the last 7 days" opens it with ?days=7) */
export const AllEnquiryRoute = () => <EnquiryListRoute />;
