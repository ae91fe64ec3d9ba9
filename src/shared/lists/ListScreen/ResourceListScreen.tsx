import type { ComponentType, ReactNode } from 'react';
import type { NounForms } from '../../../lib/plural';
import { Button } from '../../../ui/Button';
import { CardGrid } from '../../../ui/CardGrid';
import type { EmptyStateProps } from '../../../ui/EmptyState';
import type { defineWrite } from '../../query/defineWrite';
import { ConfirmDelete } from '../ConfirmDelete';
import type { ListSelectionConfig } from '../selection/ListSelection';
import { filterKeyOf } from '../selection/useSelection';
import { ListControls } from '../ListControls';
import type { TrashedRecord } from '../../trash';
import { useConfirmedDelete } from '../useConfirmedDelete';
import { pagedListQuery, useList, type ListAtoms, type PagedListState } from '../useList';
import { ListScreen } from './ListScreen';

/** What differs between the card lists of one shape (categories, meta): words, sorts, page size, skeleton. */
export interface ResourceListConfig<T, S extends string> {
  title: string;
  subtitle: string;
  noun: NounForms;
  /** The header's create button. */
  createLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  sorts: readonly { value: S; label: string }[];
  /** The server's default order. */
  defaultSort: S;
  /** Cards per page. */
  pageSize: number;
  /** The skeleton and what it says is loading. */
  Skeleton: ComponentType<{ label: string }>;
  loadingLabel: string;
  /** The empty list, and the one with a search on. */
  empty: EmptyStateProps;
  noMatch: EmptyStateProps;
  /** Bulk actions: what a checkbox names a record by, the bar's name, and what Move to trash trashes. */
  selection: Omit<ListSelectionConfig<T>, 'filterKey'>;
  /** The delete confirmation's question and text. */
  deleteTitle: string;
  deleteMessage: (record: T) => string;
  /** What a delete moved to the trash, for the Undo toast. */
  trashed: (record: T) => TrashedRecord;
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
  atoms: ListAtoms<PagedListState<S>, T>;
  deleteWrite: ReturnType<typeof defineWrite<number, true>>;
  /** One card; `onDelete` asks for the confirmation, `select` is its checkbox in selection mode. */
  renderCard: (record: T, onDelete: (record: T) => void, select: ReactNode) => ReactNode;
  /** Modals the cards open (details). */
  children?: ReactNode;
}

/** A card list of one record type: search, sort, paging, refresh and a confirmed delete, worded by `config`. */
export function ResourceListScreen<T extends { id: number }, S extends string>({
  config,
  atoms,
  deleteWrite,
  renderCard,
  params,
  onParamsChange,
  onCreate,
  notice,
  onDismissNotice,
  children,
}: Props<T, S>) {
  const list = useList(atoms, pagedListQuery(params, { pageSize: config.pageSize, sort: config.defaultSort }));
  const remove = useConfirmedDelete<T, number, true>(deleteWrite, config.trashed);
  const { Skeleton } = config;
  return (
    <ListScreen
      list={list}
      title={config.title}
      subtitle={config.subtitle}
      noun={config.noun}
      actions={<Button onClick={onCreate}>{config.createLabel}</Button>}
      notice={notice}
      onDismissNotice={onDismissNotice}
      toolbar={
        <ListControls
          params={params}
          onParamsChange={onParamsChange}
          searchLabel={config.searchLabel}
          searchPlaceholder={config.searchPlaceholder}
          sorts={config.sorts}
          defaultSort={config.defaultSort}
        />
      }
      skeleton={<Skeleton label={config.loadingLabel} />}
      empty={params.q?.trim() ? config.noMatch : config.empty}
      page={list.page ?? 1}
      onPageChange={(page) => onParamsChange({ ...params, page })}
      roomy
      selection={{ ...config.selection, filterKey: filterKeyOf(params) }}
      renderItems={(items, select) => (
        <CardGrid as="ul">{items.map((record) => renderCard(record, remove.ask, select(record)))}</CardGrid>
      )}
    >
      {children}
      <ConfirmDelete remove={remove} title={config.deleteTitle} message={config.deleteMessage} />
    </ListScreen>
  );
}
