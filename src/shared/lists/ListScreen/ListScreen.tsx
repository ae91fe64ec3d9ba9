import type { ReactNode } from 'react';
import type { NounForms } from '../../../lib/plural';
import { EmptyState, type EmptyStateProps } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { PageHeader } from '../../../ui/PageHeader';
import { listCount, type ListView } from '../../query/listView';
import { ListSelectionBar, useListSelection, type ListSelectionConfig } from '../selection/ListSelection';
import { ListPager } from './ListPager';
import { Screen } from './ListScreen.styles';
import { useFirstScreenful } from './useFirstScreenful';

export interface ListScreenProps<T extends { id: number }> {
  /** The list (`useList`). */
  list: ListView<T>;
  /** The page's h1 and the line under it. */
  title: string;
  subtitle?: string;
  /** Words the header's record count ("12 categories"). */
  noun: NounForms;
  /** Header actions after Refresh, e.g. Create or Export CSV. */
  actions?: ReactNode;
  /** A message brought from elsewhere (a bad edit link), above the toolbar. */
  notice?: string | null;
  /** Dismisses `notice`. */
  onDismissNotice?: () => void;
  /** Search, filters and sort. */
  toolbar: ReactNode;
  /** Failures of the screen's own actions (a write, an export), between the toolbar and the list. */
  banners?: ReactNode;
  /** Placeholders while the list loads. */
  skeleton: ReactNode;
  /** What an empty list says (the screen picks the "no match" words when a search or filter is on). */
  empty: EmptyStateProps;
  /** The current page, from 1, and the change to another. */
  page: number;
  onPageChange: (page: number) => void;
  /** Card lists space their parts more widely than the inbox lists. @default false */
  roomy?: boolean;
  /**
   * The records of the page: cards in a CardGrid, rows in a DataList. In selection mode `select(record)` is the
   * record's checkbox, for the card's or row's select slot (undefined otherwise).
   */
  renderItems: (items: T[], select: (record: T) => ReactNode) => ReactNode;
  /** Bulk actions: a Select button in the header opens the selection mode with its bar. */
  selection?: ListSelectionConfig<T>;
  /** Dialogs and modals the screen opens. */
  children?: ReactNode;
}

/**
 * Every list screen's frame: header with count and Refresh, toolbar, then skeletons, the failure with Retry, the
 * empty state or the records, and the pager; the screen supplies its words, toolbar and records.
 */
export function ListScreen<T extends { id: number }>({
  list,
  title,
  subtitle,
  noun,
  actions,
  notice,
  onDismissNotice,
  toolbar,
  banners,
  skeleton,
  empty,
  page,
  onPageChange,
  roomy = false,
  renderItems,
  selection,
  children,
}: ListScreenProps<T>) {
  const select = useListSelection(selection, list.items);
  const shown = useFirstScreenful(list.items);
  let body;
  if (list.status === 'loading') body = skeleton;
  else if (list.status === 'error') body = <ErrorBanner message={list.error ?? ''} onRetry={list.refetch} />;
  else if (list.items.length === 0) body = <EmptyState {...empty} />;
  else body = renderItems(shown, select.checkboxFor);
  // Busy while the rest of the first page is still being drawn (assistive tech waits; so do the stories).
  const drawing = list.status !== 'loading' && shown.length < list.items.length;
  return (
    <Screen $roomy={roomy} aria-busy={drawing || undefined}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        count={listCount(list, noun)}
        onRefresh={list.refetch}
        refreshing={list.status === 'refreshing'}
        actions={
          select.startButton || actions ? (
            <>
              {select.startButton}
              {actions}
            </>
          ) : undefined
        }
      />
      {notice ? <ErrorBanner message={notice} onDismiss={onDismissNotice} /> : null}
      {toolbar}
      <ListSelectionBar select={select} />
      {banners}
      {body}
      <ListPager list={list} page={page} onPage={onPageChange} />
      {children}
    </Screen>
  );
}
