import { redirect as redirectContract } from '@/contract';
import {
  ResourceListScreen,
  type ResourceListConfig,
  type ResourceListScreenProps,
} from '@/shared/lists/ListScreen/ResourceListScreen';
import { DataRowSkeleton } from '@/ui/DataRow';
import { deleteRedirectWrite, redirectListAtom, redirectListParamsAtom } from '../../atoms';
import { RedirectRow } from '../../components/RedirectRow';
import type { Redirect, RedirectSort } from '../../types';

const CONFIG: ResourceListConfig<Redirect, RedirectSort> = {
  resource: redirectContract,
  title: 'Redirects',
  subtitle: "Old addresses on the website and where they now lead. Changing a post's or page's URL adds one.",
  noun: { one: 'redirect', other: 'redirects' },
  createLabel: 'Create Redirect',
  searchPlaceholder: 'Search by from or to',
  skeleton: <DataRowSkeleton label="Loading redirects" count={4} />,
  empty: {
    message: 'No redirects yet',
    description: 'Changing the URL of a published post adds one; you can also create one.',
  },
  noMatch: 'No redirects match your search',
  labelOf: (redirect) => redirect.from,
  selectLabelOf: (redirect) => `redirect from ${redirect.from}`,
  deleteMessage: (redirect) =>
    `The redirect from "${redirect.from}" will be moved to the trash, and its visitors will get a "not found" page. You can restore it from the Trash.`,
  layout: 'rows',
  atoms: { paramsAtom: redirectListParamsAtom, listAtom: redirectListAtom },
  deleteWrite: deleteRedirectWrite,
};

/** The list's URL state and callbacks; `notice` is e.g. "Redirect not found" after a bad edit link. */
export type RedirectListScreenProps = ResourceListScreenProps<RedirectSort>;

/**
 * `/redirect/list`: the website's redirects with search and paging, the automatic ones marked. Delete (one, or the
 * selected ones) asks first and moves the redirect to the trash, with Undo (docs/api.md#redirects).
 */
export function RedirectListScreen(props: RedirectListScreenProps) {
  return (
    <ResourceListScreen
      {...props}
      config={CONFIG}
      renderItem={(redirect, actions) => <RedirectRow redirect={redirect} timeZone={props.timeZone} {...actions} />}
    />
  );
}
