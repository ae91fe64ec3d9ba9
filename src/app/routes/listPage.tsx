import type { ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams, type LoaderFunction } from 'react-router-dom';
import { RESOURCES, type ListDef } from '@/contract';
import type { ListPage, ResourceRouteProps } from '../registry/section';
import { listSearch, listUrlState, type ListUrlState } from './listUrlState';
import { useRouteNotice } from './routeNotice';

/** What the generic list route gives a list screen: its URL state and where its buttons go. */
export interface ListScreenProps<P> {
  /** The URL state (the contract's list: page, search, sort, filters). */
  params: P;
  /** Writes the next state to the address. */
  onParamsChange: (next: P) => void;
  onCreate: () => void;
  /** Opens the edit page of a record, by its id (a blog post: its blogId). */
  onEdit: (key: string | number) => void;
  /** A message brought from elsewhere ("Category not found" after a bad edit link), shown until dismissed. */
  notice: string | null;
  onDismissNotice: () => void;
}

/**
 * A record type's list page: `Screen` (router-free) on the generic route, which keeps the list's state in the address
 * (`?q=&sort=&<filters>&page=`, by the contract's list) so a refresh or a shared link shows the same view, and turns
 * Create and Edit into the type's addresses.
 */
export function listPage<P>(
  Screen: ComponentType<ListScreenProps<P>>,
  { loader }: { loader?: LoaderFunction } = {},
): ListPage {
  function ListRoute({ resource }: ResourceRouteProps) {
    const [search, setSearch] = useSearchParams();
    const location = useLocation();
    const navigate = useNavigate();
    const { notice, dismiss } = useRouteNotice();
    const list: ListDef = RESOURCES[resource.type].list;
    return (
      <Screen
        params={listUrlState(list, search) as P}
        // The history state goes along: a notice stays until it is dismissed, whatever the admin searches meanwhile.
        onParamsChange={(next) =>
          setSearch(listSearch(list, next as ListUrlState), { state: location.state as unknown })
        }
        onCreate={() => void navigate(resource.createHref)}
        onEdit={(key) => void navigate(resource.editHref(key))}
        notice={notice}
        onDismissNotice={dismiss}
      />
    );
  }
  return { Route: ListRoute, loader };
}
