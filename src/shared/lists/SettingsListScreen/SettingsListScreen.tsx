import type { ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '@/ui/ConfirmDialog';
import { DataList, DataRowSkeleton } from '@/ui/DataRow';
import { EmptyState } from '@/ui/EmptyState';
import { PageHeader } from '@/ui/PageHeader';
import type { NounForms } from '@/lib/plural';
import { RECORD_TYPE_INFO, recordTypePlural, type RecordType } from '@/shared/records/recordTypes';
import { listStateBody, type ListState } from '../stateBody';
import { Screen } from './SettingsListScreen.styles';

/** The props of a settings list screen. */
export interface SettingsScreenProps {
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
}

export interface SettingsListScreenProps {
  /** The list query's state (loading, error with Retry, loaded, refreshing) and its records. */
  list: ListState & { data: readonly unknown[] };
  /** The record type listed: the page's heading and the list's name are its plural (`recordTypePlural`). */
  type: RecordType;
  subtitle: string;
  /** The count's noun in the header, one and many ("key", "keys"); the type's noun if omitted. */
  noun?: NounForms;
  /** The header's buttons. */
  actions?: ReactNode;
  /** How many loading rows it shows (named "Loading the <noun.other>"). */
  skeletonRows: number;
  /** The empty state's words. */
  empty: { message: string; description: string };
  /** The rows, made only when the list has some. */
  rows: () => ReactNode;
  /** Between the header and the list: forms, banners. */
  children?: ReactNode;
  /** After the list: dialogs other than the confirmation. */
  after?: ReactNode;
  /** The confirmation of the destructive action. */
  confirm: ConfirmDialogProps;
}

/**
 * A settings page that lists records as rows (Content API keys, webhooks): the header with the count and Refresh,
 * whatever the page puts above the list, the list in its query's state, and the confirmation of a delete.
 */
export function SettingsListScreen(props: SettingsListScreenProps) {
  const { list, empty } = props;
  const title = recordTypePlural(props.type);
  const noun = props.noun ?? RECORD_TYPE_INFO[props.type].noun;
  const count = list.data.length;
  const loaded = list.status === 'loaded' || list.status === 'refreshing';
  return (
    <Screen>
      <PageHeader
        title={title}
        subtitle={props.subtitle}
        count={loaded ? `${count} ${count === 1 ? noun.one : noun.other}` : undefined}
        onRefresh={list.refetch}
        refreshing={list.status === 'refreshing'}
        actions={props.actions}
      />
      {props.children}
      {listStateBody(list, count, {
        skeleton: <DataRowSkeleton label={`Loading the ${noun.other}`} count={props.skeletonRows} />,
        empty: <EmptyState message={empty.message} description={empty.description} />,
        items: () => <DataList label={title}>{props.rows()}</DataList>,
      })}
      {props.after}
      <ConfirmDialog {...props.confirm} />
    </Screen>
  );
}
