import type { ReactNode } from 'react';
import type { NounForms } from '../../../lib/plural';
import { EmptyState, type EmptyStateProps } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { PageHeader } from '../../../ui/PageHeader';
import { listCount, type ListView } from '../../query/listView';
import { ListPager } from './ListPager';
import { Screen } from './ListScreen.styles';

export interface ListScreenProps<T> {
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
  /** The records of the page: cards in a CardGrid, rows in a DataList. */
  renderItems: (items: T[]) => ReactNode;
  /** Dialogs and modals the screen opens. */
  children?: ReactNode;
}

/**
 * Every list screen's frame: header with count and Refresh, toolbar, then skeletons, the failure with Retry, the
 * empty state or the records, and the pager; the screen supplies its words, toolbar and records.
 */
export function ListScreen<T>({
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
  children,
}: ListScreenProps<T>) {
  let body;
  if (list.status === 'loading') body = skeleton;
  else if (list.status === 'error') body = <ErrorBanner message={list.error ?? ''} onRetry={list.refetch} />;
  else if (list.items.length === 0) body = <EmptyState {...empty} />;
  else body = renderItems(list.items);
  return (
    <Screen $roomy={roomy}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        count={listCount(list, noun)}
        onRefresh={list.refetch}
        refreshing={list.status === 'refreshing'}
        actions={actions}
      />
      {notice ? <ErrorBanner message={notice} onDismiss={onDismissNotice} /> : null}
      {toolbar}
      {banners}
      {body}
      <ListPager list={list} page={page} onPage={onPageChange} />
      {children}
    </Screen>
  );
}
