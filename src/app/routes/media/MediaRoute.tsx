import { useSearchParams } from 'react-router-dom';
import { asset } from '@/contract';
import { MediaLibraryScreen, type MediaUrlState } from '@/features/media/screens/MediaLibraryScreen';
import type { MediaSort } from '@/features/media/types';
import { renderRouterLink } from '../../layout/routerLink';
import { recordHref } from '../../registry/records';
import { pageFrom, toSearch, viewFrom } from '../contacts/urlState';

const SORTS = Object.keys(asset.list.sorts);
const isSort = (value: string | null): value is MediaSort => value !== null && SORTS.includes(value);

/** /media: `?q=&sort=&unused=true&page=&view=<id>` ↔ the screen's URL state. */
export function MediaRoute() {
  const [search, setSearch] = useSearchParams();
  const sort = search.get('sort');
  const params: MediaUrlState = {
    q: search.get('q') ?? undefined,
    sort: isSort(sort) ? sort : undefined,
    unused: search.get('unused') === 'true' || undefined,
    page: pageFrom(search),
    view: viewFrom(search),
  };
  return (
    <MediaLibraryScreen
      params={params}
      onParamsChange={(next) => setSearch(toSearch({ ...next, unused: next.unused ? 'true' : undefined }))}
      getRecordHref={(use) => recordHref(use.type, use)}
      renderLink={({ href, children }) => renderRouterLink({ href, children })}
    />
  );
}
