import { Fragment, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, type ListDef } from '@/contract';
import type { NounForms } from '../../../lib/plural';
import { Button } from '../../../ui/Button';
import { CardGrid } from '../../../ui/CardGrid';
import { DataList } from '../../../ui/DataRow';
import type { EmptyStateProps } from '../../../ui/EmptyState';
import type { defineWrite } from '../../query/defineWrite';
import { ConfirmDelete } from '../ConfirmDelete';
import type { ItemActions } from '../EditDeleteButtons';
import { filterKeyOf } from '../selection/useSelection';
import { ListControls } from '../ListControls';
import { sortOptions } from '../sortOptions';
import type { TrashedRecord } from '../../trash';
import { useConfirmedDelete } from '../useConfirmedDelete';
import { pagedListQuery, useList, type ListAtoms, type PagedListState } from '../useList';
import { ListScreen } from './ListScreen';

/** What a search that matches no record suggests. */
const NO_MATCH_HINT = 'Try other words or clear the search.';

/** The delete confirmation's text of a record named `label` (moved to the trash). */
export const toTrashMessage = (label: string) =>
  `"${label}" will be moved to the trash. You can restore it from the Trash.`;

/**
 * What differs between the lists of one shape (categories and meta as cards, redirects as rows): the record type (its
 * contract's sorts and default order, its trash type), words, page size, skeleton, and what a record is called.
 */
export interface ResourceListConfig<T, S extends string> {
  resource: { type: TrashedRecord['type']; list: ListDef<S> };
  /** The list's URL state and query. */
  atoms: ListAtoms<PagedListState<S>, T>;
  /** The delete (to the trash). */
  deleteWrite: ReturnType<typeof defineWrite<number, true>>;
  title: string;
  subtitle: string;
  noun: NounForms;
  /** The header's create button. */
  createLabel: string;
  /** The search box's name; `Search <noun.other>` if omitted. */
  searchLabel?: string;
  searchPlaceholder: string;
  /** Cards per page; the API's default page size (24, which fills the 1-, 2- and 3-column grids evenly) if omitted. */
  pageSize?: number;
  /** The loading list's skeleton (it says what is loading). */
  skeleton: ReactNode;
  /** The empty list, and what a search that matches nothing says (the list says how to go on). */
  empty: EmptyStateProps;
  noMatch: string;
  /** What a checkbox, the delete confirmation and the trash's Undo call a record (its title or name). */
  labelOf: (record: T) => string;
  /** What a checkbox calls a record, where it says more than `labelOf`. */
  selectLabelOf?: (record: T) => string;
  /** The selection bar's name; `Selected <noun.other>` if omitted. */
  selectionLabel?: string;
  /** The delete confirmation's question; `Delete <noun.one>?` if omitted. */
  deleteTitle?: string;
  /** The delete confirmation's text; `toTrashMessage(labelOf(record))` if omitted. */
  deleteMessage?: (record: T) => string;
  /** Cards in a grid (the default), or rows in a list named by `title`. */
  layout?: 'cards' | 'rows';
}

/** A card list's URL state and the callbacks its route gives it. */
export interface ResourceListScreenProps<S extends string> {
  /** The list's URL state: page, search text and sort. */
  params: PagedListState<S>;
  /** Called with the next URL state when the admin searches, sorts or pages. */
  onParamsChange: (next: PagedListState<S>) => void;
  /** Called by the header's create button. */
  onCreate: () => void;
  /** Called by a card's Edit, with the record's id. */
  onEdit: (id: number) => void;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix it). */
  timeZone?: string;
  /** A message brought from elsewhere, e.g. "Category not found" after a bad edit link. */
  notice?: string | null;
  /** Dismisses `notice`. */
  onDismissNotice?: () => void;
}

interface Props<T, S extends string> extends ResourceListScreenProps<S> {
  config: ResourceListConfig<T, S>;
  /** One card or row, given its actions. */
  renderItem: (record: T, actions: ItemActions<T>) => ReactNode;
  /** Modals the cards open (details). */
  children?: ReactNode;
}

/** A list of one record type: search, sort, paging, refresh and a confirmed delete, worded by `config`. */
export function ResourceListScreen<T extends { id: number }, S extends string>({
  config,
  renderItem,
  params,
  onParamsChange,
  onCreate,
  onEdit,
  notice,
  onDismissNotice,
  children,
}: Props<T, S>) {
  const { resource, atoms, noun, labelOf, pageSize = DEFAULT_PAGE_SIZE } = config;
  const cards = config.layout !== 'rows';
  const defaultSort = resource.list.defaultSort;
  const list = useList(atoms, pagedListQuery(params, { pageSize, sort: defaultSort }));
  const remove = useConfirmedDelete<T, number, true>(config.deleteWrite, (record) => ({
    type: resource.type,
    id: record.id,
    label: labelOf(record),
  }));
  return (
    <ListScreen
      list={list}
      title={config.title}
      subtitle={config.subtitle}
      noun={noun}
      actions={<Button onClick={onCreate}>{config.createLabel}</Button>}
      notice={notice}
      onDismissNotice={onDismissNotice}
      toolbar={
        <ListControls
          params={params}
          onParamsChange={onParamsChange}
          searchLabel={config.searchLabel ?? `Search ${noun.other}`}
          searchPlaceholder={config.searchPlaceholder}
          sorts={sortOptions(resource.list)}
          defaultSort={defaultSort}
        />
      }
      skeleton={config.skeleton}
      empty={params.q?.trim() ? { message: config.noMatch, description: NO_MATCH_HINT } : config.empty}
      page={list.page ?? 1}
      onPageChange={(page) => onParamsChange({ ...params, page })}
      roomy={cards}
      selection={{
        label: config.selectionLabel ?? `Selected ${noun.other}`,
        labelOf: config.selectLabelOf ?? labelOf,
        trash: { type: resource.type, noun },
        filterKey: filterKeyOf(params),
      }}
      renderItems={(items, select) => {
        const edit = (record: T) => onEdit(record.id);
        const rendered = items.map((record) => (
          <Fragment key={record.id}>
            {renderItem(record, { onEdit: edit, onDelete: remove.ask, select: select(record) })}
          </Fragment>
        ));
        return cards ? <CardGrid as="ul">{rendered}</CardGrid> : <DataList label={config.title}>{rendered}</DataList>;
      }}
    >
      {children}
      <ConfirmDelete
        remove={remove}
        title={config.deleteTitle ?? `Delete ${noun.one}?`}
        message={config.deleteMessage ?? ((record) => toTrashMessage(labelOf(record)))}
      />
    </ListScreen>
  );
}
