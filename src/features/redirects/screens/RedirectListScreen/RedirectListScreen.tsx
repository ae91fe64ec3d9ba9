import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, redirect as redirectContract } from '@/contract';
import { actionErrorText } from '@/shared/lists/actionError';
import { ListControls } from '@/shared/lists/ListControls';
import { ListScreen } from '@/shared/lists/ListScreen/ListScreen';
import { sortOptions } from '@/shared/lists/sortOptions';
import { pagedListQuery, useList, type PagedListState } from '@/shared/lists/useList';
import { useToast } from '@/shared/toast';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
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
 * `/redirect/list`: the website's redirects with search and paging, the automatic ones marked. Delete asks first and
 * erases the redirect at once: redirects do not enter the trash (docs/api.md#redirects).
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
  const toast = useToast();
  const remove = useSetAtom(deleteRedirectWrite.runAtom);
  const deleting = useAtomValue(deleteRedirectWrite.busyAtom);
  const [target, setTarget] = useState<Redirect | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!target) return;
    const outcome = await remove(target.id);
    if (!outcome.ok) return setError(actionErrorText(outcome));
    toast.show({ message: `Redirect from "${target.from}" deleted.` });
    setTarget(null);
  };
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
      renderItems={(items) => (
        <DataList label="Redirects">
          {items.map((redirect) => (
            <RedirectRow
              key={redirect.id}
              redirect={redirect}
              timeZone={timeZone}
              onEdit={() => onEdit(redirect.id)}
              onDelete={(record) => {
                setError(null);
                setTarget(record);
              }}
            />
          ))}
        </DataList>
      )}
    >
      <ConfirmDialog
        open={target !== null}
        title="Delete redirect?"
        message={
          target
            ? `Visitors of "${target.from}" will get a "not found" page. A redirect is deleted at once, for good: it does not go to the trash.`
            : ''
        }
        confirmLabel="Delete"
        busy={deleting}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setTarget(null);
          setError(null);
        }}
      />
    </ListScreen>
  );
}
