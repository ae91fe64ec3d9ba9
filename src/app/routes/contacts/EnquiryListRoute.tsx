import { useSearchParams } from 'react-router-dom';
import { EnquiryListScreen } from '../../../features/contacts/screens/EnquiryListScreen';
import type { EnquiryCategory } from '../../../features/contacts/types';
import { pageFrom, toSearch } from './urlState';

function EnquiryListRoute({ category }: { category: EnquiryCategory }) {
  const [search, setSearch] = useSearchParams();
  return (
    <EnquiryListScreen
      key={category}
      category={category}
      params={{ page: pageFrom(search), q: search.get('q') ?? undefined }}
      onParamsChange={(next) => setSearch(toSearch({ ...next }))}
    />
  );
}

/** /contacts/footer */
export const FooterEnquiryRoute = () => <EnquiryListRoute category="FOOTER" />;
/** /contacts/header */
export const HeaderEnquiryRoute = () => <EnquiryListRoute category="HEADER" />;
/** /contacts/page */
export const PageEnquiryRoute = () => <EnquiryListRoute category="PAGE" />;
