import { useSearchParams } from 'react-router-dom';
import { prefetchEnquiryList } from '@/features/contacts/atoms';
import { messageSortFrom } from '@/features/contacts/components/ListToolbar';
import { ENQUIRY_PAGE_SIZE, EnquiryListScreen } from '@/features/contacts/screens/EnquiryListScreen';
import type { EnquiryCategory } from '@/features/contacts/types';
import { prefetchLoader } from '../prefetch';
import { pageFrom, toSearch, viewFrom, withoutView } from './urlState';

const urlState = (search: URLSearchParams) => ({
  page: pageFrom(search),
  q: search.get('q') ?? undefined,
  sort: messageSortFrom(search.get('sort')),
});

/** Starts the page's list call while the shell and screen render. */
export const enquiryLoader = (category: EnquiryCategory) =>
  prefetchLoader(({ queryClient, client }, url) =>
    prefetchEnquiryList(queryClient, client, category, urlState(url.searchParams), ENQUIRY_PAGE_SIZE),
  );

function EnquiryListRoute({ category }: { category: EnquiryCategory }) {
  const [search, setSearch] = useSearchParams();
  return (
    <EnquiryListScreen
      key={category}
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
