import type { WebhookRecord } from '@/contract';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { DataRow } from '@/ui/DataRow';
import { DateTime } from '@/ui/DateTime';
import { Events, Url } from './WebhookRow.styles';
import { EditDeleteButtons } from '@/shared/lists/EditDeleteButtons';

export interface WebhookRowProps {
  /** The webhook as the list answers it (never its secret). */
  webhook: WebhookRecord;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
  /** True while this webhook's test is being queued. @default false */
  testing?: boolean;
  onTest: (webhook: WebhookRecord) => void;
  onShowLog: (webhook: WebhookRecord) => void;
  onEdit: (webhook: WebhookRecord) => void;
  onDelete: (webhook: WebhookRecord) => void;
}

/** Whether deliveries go out: on, switched off, or paused by the server after 20 failures in a row. */
export function webhookState(webhook: WebhookRecord): 'active' | 'off' | 'paused' {
  if (webhook.active) return 'active';
  return webhook.pausedAt ? 'paused' : 'off';
}

const BADGES = {
  active: <Badge tone="green">Active</Badge>,
  off: <Badge tone="grey">Off</Badge>,
  paused: <Badge tone="purple">Paused</Badge>,
} as const;

/** One webhook: name, state, URL, events; Test, Deliveries, Edit, Delete. A paused one says why and since when. */
export function WebhookRow({
  webhook,
  timeZone,
  testing = false,
  onTest,
  onShowLog,
  onEdit,
  onDelete,
}: WebhookRowProps) {
  const state = webhookState(webhook);
  return (
    <DataRow
      title={webhook.name}
      headingLevel={2}
      badge={BADGES[state]}
      meta={<Url>{webhook.url}</Url>}
      actions={
        <EditDeleteButtons name={webhook.name} onEdit={() => onEdit(webhook)} onDelete={() => onDelete(webhook)}>
          <Button
            size="sm"
            variant="secondary"
            busy={testing}
            onClick={() => onTest(webhook)}
            aria-label={`Test ${webhook.name}`}
          >
            Test
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onShowLog(webhook)}
            aria-label={`Deliveries of ${webhook.name}`}
          >
            Deliveries
          </Button>
        </EditDeleteButtons>
      }
    >
      <Events>{webhook.events.join(', ')}</Events>
      {state === 'paused' ? (
        <p>
          Paused <DateTime value={webhook.pausedAt ?? ''} timeZone={timeZone} /> after {webhook.failures} failed
          deliveries in a row. Fix the receiver, then edit the webhook and switch it on to resume.
        </p>
      ) : null}
    </DataRow>
  );
}
