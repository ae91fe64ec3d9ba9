import { useAtomValue } from 'jotai';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DataList, DataRowSkeleton } from '@/ui/DataRow';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { PageHeader } from '@/ui/PageHeader';
import { listStateBody } from '@/shared/lists/stateBody';
import { webhooksAtom } from '../../atoms';
import { NewSecretBanner } from '../../components/NewSecretBanner';
import { WebhookForm } from '../../components/WebhookForm';
import { WebhookRow } from '../../components/WebhookRow';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { Screen } from './WebhooksScreen.styles';
import { useWebhookActions } from './useWebhookActions';

export interface WebhooksScreenProps {
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
}

const SKELETON = <DataRowSkeleton label="Loading the webhooks" count={3} />;

/**
 * `/settings/webhooks` (docs/api.md#webhooks): the webhooks that tell other systems when public content changes. A new
 * webhook's signing secret is shown once; Test queues a `ping`; the delivery log shows each delivery with Redeliver.
 */
export function WebhooksScreen({ timeZone }: WebhooksScreenProps) {
  const list = useAtomValue(webhooksAtom);
  const actions = useWebhookActions();
  const count = list.data.length;

  const body = listStateBody(list, count, {
    skeleton: SKELETON,
    empty: (
      <EmptyState
        message="No webhooks yet"
        description="Add one to tell a static-site host, a CDN or a newsletter when content changes."
      />
    ),
    items: () => (
      <DataList label="Webhooks">
        {list.data.map((webhook) => (
          <WebhookRow
            key={webhook.id}
            webhook={webhook}
            timeZone={timeZone}
            testing={actions.testing === webhook.id}
            onTest={actions.test}
            onShowLog={actions.showLog}
            onEdit={actions.openEdit}
            onDelete={actions.askDelete}
          />
        ))}
      </DataList>
    ),
  });

  const target = actions.deleteTarget;
  const logOf = actions.logOf;
  return (
    <Screen>
      <PageHeader
        title="Webhooks"
        subtitle="Tell other systems when public content changes: a site rebuild, a CDN purge, a newsletter."
        count={
          list.status === 'loaded' || list.status === 'refreshing'
            ? `${count} ${count === 1 ? 'webhook' : 'webhooks'}`
            : undefined
        }
        onRefresh={list.refetch}
        refreshing={list.status === 'refreshing'}
        actions={actions.form ? undefined : <Button onClick={actions.openCreate}>New webhook</Button>}
      />
      {actions.created ? <NewSecretBanner created={actions.created} onDone={actions.dismissCreated} /> : null}
      {actions.notice && !logOf ? <ErrorBanner message={actions.notice} onDismiss={actions.dismissNotice} /> : null}
      {actions.form ? (
        <WebhookForm
          key={actions.form.webhook?.id ?? 'new'}
          webhook={actions.form.webhook}
          onSubmit={actions.save}
          onCancel={actions.closeForm}
          busy={actions.saving}
        />
      ) : null}
      {body}
      {logOf ? (
        <DeliveryLogDialog
          webhook={logOf}
          onClose={actions.closeLog}
          onRedeliver={actions.redeliver}
          redelivering={actions.redelivering}
          notice={actions.notice}
          onDismissNotice={actions.dismissNotice}
          timeZone={timeZone}
        />
      ) : null}
      <ConfirmDialog
        open={target !== null}
        title="Delete this webhook?"
        message={target ? `Webhook "${target.name}" and its queued deliveries are deleted at once, for good.` : ''}
        confirmLabel="Delete"
        busy={actions.deleting}
        error={actions.dialogError}
        onConfirm={actions.confirmDelete}
        onCancel={actions.closeDialog}
      />
    </Screen>
  );
}
