import { DEFAULT_PAGE_SIZE, redirect as redirectContract } from '@/contract';
import { ConfirmDelete } from '@/shared/lists/ConfirmDelete';
import { ListControls } from '@/shared/lists/ListControls';
import { ListScreen } from '@/shared/lists/ListScreen/ListScreen';
import { filterKeyOf } from '@/shared/lists/selection/useSelection';
import { sortOptions } from '@/shared/lists/sortOptions';
import { useConfirmedDelete } from '@/shared/lists/useConfirmedDelete';
import { pagedListQuery, useList, type PagedListState } from '@/shared/lists/useList';
import { Button } from '@/ui/Button';
import { DataList, DataRowSkeleton } from '@/ui/DataRow';
import { deleteRedirectWrite, redirectListAtom, redirectListParamsAtom } from '../../atoms';
import { RedirectRow } from '../../components/RedirectRow';
import type { Redirect, RedirectSort } from '../../types';

export interface RedirectListScreenProps {
  params: PagedListState<RedirectSort>;
  onParamsChange: (next: PagedListState<RedirectSort>) => void;
  onCreate: () => void;
  onEdit: (id: number) => void;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix it). */
  timeZone?: string;
  /** A message brought from elsewhere ("Redirect not found" after a bad edit link). */
  notice?: string | null;
  onDismissNotice?: () => void;
}

const atoms = { paramsAtom: redirectListParamsAtom, listAtom: redirectListAtom };
const NOUN = { one: 'redirect', other: 'redirects' };

/**
 * `/redirect/list`: the website's redirects with search and paging, the automatic ones marked. Delete (one, or the
 * selected ones) asks first and moves the redirect to the trash, with Undo (docs/api.md#redirects).
 */
export function RedirectListScreen({
  params,
  onParamsChange,
  onCreate,
  onEdit,
  timeZone,
  notice,
  onDismissNotice,
}: RedirectListScreenProps) {
  const { list: listDef } = redirectContract;
  const list = useList(atoms, pagedListQuery(params, { pageSize: DEFAULT_PAGE_SIZE, sort: listDef.defaultSort }));
  const remove = useConfirmedDelete<Redirect, number, true>(deleteRedirectWrite, (redirect) => ({
    type: 'redirect',
    id: redirect.id,
    label: redirect.from,
  }));
  const searching = Boolean(params.q?.trim());
  return (
    <ListScreen
      list={list}
      title="Redirects"
      subtitle="Old addresses on the website and where they now lead. Changing a post's or page's URL adds one."
      noun={NOUN}
      actions={<Button onClick={onCreate}>Create Redirect</Button>}
      notice={notice}
      onDismissNotice={onDismissNotice}
      toolbar={
        <ListControls
          params={params}
          onParamsChange={onParamsChange}
          searchLabel="Search redirects"
          searchPlaceholder="Search by from or to"
          sorts={sortOptions(listDef)}
          defaultSort={listDef.defaultSort}
        />
      }
      skeleton={<DataRowSkeleton label="Loading redirects" count={4} />}
      empty={
        searching
          ? { message: 'No redirects match your search', description: 'Try other words or clear the search.' }
          : {
              message: 'No redirects yet',
              description: 'Changing the URL of a published post adds one; you can also create one.',
            }
      }
      page={list.page ?? 1}
      onPageChange={(page) => onParamsChange({ ...params, page })}
      selection={{
        label: 'Selected redirects',
        filterKey: filterKeyOf(params),
        labelOf: (redirect) => `redirect from ${redirect.from}`,
        trash: { type: 'redirect', noun: NOUN },
      }}
      renderItems={(items, select) => (
        <DataList label="Redirects">
          {items.map((redirect) => (
            <RedirectRow
              key={redirect.id}
              redirect={redirect}
              timeZone={timeZone}
              onEdit={() => onEdit(redirect.id)}
              onDelete={remove.ask}
              select={select(redirect)}
            />
          ))}
        </DataList>
      )}
    >
      <ConfirmDelete
        remove={remove}
        title="Delete redirect?"
        message={(redirect) =>
          `The redirect from "${redirect.from}" will be moved to the trash, and its visitors will get a "not found" page. You can restore it from the Trash.`
        }
      />
    </ListScreen>
  );
}
