import { useSearchParams } from 'react-router-dom';
import { asset } from '@/contract';
import { MediaLibraryScreen, type MediaUrlState } from '@/features/media/screens/MediaLibraryScreen';
import type { MediaSort } from '@/features/media/types';
import { renderRouterLink } from '../../layout/routerLink';
import { blogResource } from '../blogs';
import { metaResource } from '../meta';
import { pageFrom, toSearch, viewFrom } from '../contacts/urlState';

const SORTS = Object.keys(asset.list.sorts);
/**
 * Where a post or meta page that uses an image opens: their sections' own links (the record registry imports this
 * section, so reading links through it would be an import cycle).
 */
const USAGE_LINKS = { ...blogResource.records, ...metaResource.records };
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
      getRecordHref={(use) => USAGE_LINKS[use.type]?.open(use) ?? null}
      renderLink={({ href, children }) => renderRouterLink({ href, children })}
    />
  );
}
