import { useSearchParams } from 'react-router-dom';
import { messageSortFrom } from '@/features/contacts/components/ListToolbar';
import { ContactListScreen, type ContactListUrlState } from '@/features/contacts/screens/ContactListScreen';
import { CONTACT_STATUSES } from '@/features/contacts/status';
import type { ContactStatus } from '@/features/contacts/types';
import { pageFrom, toSearch, viewFrom, withoutView } from './urlState';

const isStatus = (value: string | null): value is ContactStatus => CONTACT_STATUSES.includes(value as ContactStatus);

/** /contacts/list: `?page=&q=&status=&sort=` ↔ the screen's URL state. */
export function ContactListRoute() {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const params: ContactListUrlState = {
    page: pageFrom(search),
    q: search.get('q') ?? undefined,
    status: isStatus(status) ? status : undefined,
    sort: messageSortFrom(search.get('sort')),
  };
  return (
    <ContactListScreen
      params={params}
      onParamsChange={(next) => setSearch(toSearch({ ...next }))}
      viewId={viewFrom(search)}
      onViewOpened={() => setSearch((current) => withoutView(current), { replace: true })}
    />
  );
}
