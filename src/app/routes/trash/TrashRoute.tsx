import { useSearchParams } from 'react-router-dom';
import { TrashScreen } from '@/features/trash/screens/TrashScreen';
import { TRASH_TYPES, type TrashType } from '@/shared/trash';
import { pageFrom, toSearch } from '../contacts/urlState';

const isType = (value: string | null): value is TrashType => TRASH_TYPES.includes(value as TrashType);

/** /trash: `?type=&q=&page=` ↔ the screen's URL state. */
export function TrashRoute() {
  const [search, setSearch] = useSearchParams();
  const type = search.get('type');
  const params = {
    page: pageFrom(search),
    q: search.get('q') ?? undefined,
    type: isType(type) ? type : undefined,
  };
  return <TrashScreen params={params} onParamsChange={(next) => setSearch(toSearch({ ...next }))} />;
}
