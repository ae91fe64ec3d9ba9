import { useAtomValue } from 'jotai';
import { Button } from '@/ui/Button';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { ShownOnceBanner } from '@/ui/ShownOnceBanner';
import { confirmDialogProps } from '@/shared/lists/ConfirmDelete';
import { SettingsListScreen, type SettingsScreenProps } from '@/shared/lists/SettingsListScreen';
import { webhooksAtom } from '../../atoms';
import { WebhookForm } from '../../components/WebhookForm';
import { WebhookRow } from '../../components/WebhookRow';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { useWebhookActions } from './useWebhookActions';

export type WebhooksScreenProps = SettingsScreenProps;

/**
 * `/settings/webhooks` (docs/api.md#webhooks): the webhooks that tell other systems when public content changes. A new
 * webhook's signing secret is shown once; Test queues a `ping`; the delivery log shows each delivery with Redeliver.
 */
export function WebhooksScreen({ timeZone }: WebhooksScreenProps) {
  const list = useAtomValue(webhooksAtom);
  const actions = useWebhookActions();
  const { created, logOf } = actions;
  return (
    <SettingsListScreen
      list={list}
      type="webhook"
      subtitle="Tell other systems when public content changes: a site rebuild, a CDN purge, a newsletter."
      actions={actions.form ? undefined : <Button onClick={actions.openCreate}>New webhook</Button>}
      skeletonRows={3}
      empty={{
        message: 'No webhooks yet',
        description: 'Add one to tell a static-site host, a CDN or a newsletter when content changes.',
      }}
      rows={() =>
        list.data.map((webhook) => (
          <WebhookRow
            key={webhook.id}
            webhook={webhook}
            timeZone={timeZone}
            testing={actions.testing === webhook.id}
            onTest={actions.test}
            onShowLog={actions.showLog}
            onEdit={actions.openEdit}
            onDelete={actions.remove.ask}
          />
        ))
      }
      after={
        logOf ? (
          <DeliveryLogDialog
            webhook={logOf}
            onClose={actions.closeLog}
            onRedeliver={actions.redeliver}
            redelivering={actions.redelivering}
            notice={actions.notice}
            onDismissNotice={actions.dismissNotice}
            timeZone={timeZone}
          />
        ) : null
      }
      confirm={confirmDialogProps(
        {
          remove: actions.remove,
          title: 'Delete this webhook?',
          message: (webhook) => `Webhook "${webhook.name}" and its queued deliveries are deleted at once, for good.`,
        },
        'Delete',
      )}
    >
      {created ? (
        <ShownOnceBanner
          title={`Webhook "${created.name}" created. Copy its signing secret now: it is shown only this once.`}
          value={created.secret}
          fieldLabel={`Signing secret of ${created.name}`}
          noun="secret"
          hint="The receiver verifies each delivery with it (Standard Webhooks). "
          onDone={actions.dismissCreated}
        />
      ) : null}
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
    </SettingsListScreen>
  );
}
