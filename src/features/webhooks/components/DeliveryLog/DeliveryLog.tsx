import type { WebhookDelivery } from '@/contract';
import { formatCount } from '@/lib/plural';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { DataList, DataRow, DataRowSkeleton } from '@/ui/DataRow';
import { DateTime } from '@/ui/DateTime';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { Problem } from './DeliveryLog.styles';

export interface DeliveryLogProps {
  /** The webhook's name: it names the list. */
  name: string;
  status: 'loading' | 'refreshing' | 'loaded' | 'error';
  deliveries: WebhookDelivery[];
  /** Why the log could not be read. */
  error: string | null;
  onRetry: () => void;
  /** Queues a delivery's message again. */
  onRedeliver: (delivery: WebhookDelivery) => void;
  /** The delivery being queued again, if any. */
  redelivering?: number | null;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
}

const STATUS = {
  pending: <Badge tone="grey">Pending</Badge>,
  succeeded: <Badge tone="green">Delivered</Badge>,
  retrying: <Badge tone="blue">Retrying</Badge>,
  failed: <Badge tone="purple">Failed</Badge>,
} as const;

/** "HTTP 503 in 1,207 ms", or what is known of it. */
function answer(delivery: WebhookDelivery): string {
  const parts = [
    delivery.responseStatus === null ? null : `HTTP ${delivery.responseStatus}`,
    delivery.durationMs === null ? null : `${formatCount(delivery.durationMs)} ms`,
  ].filter(Boolean);
  return parts.length ? parts.join(' in ') : 'Not sent yet';
}

/** A webhook's last 50 deliveries, newest first: event, status, answer and response time, error, next attempt. */
export function DeliveryLog({
  name,
  status,
  deliveries,
  error,
  onRetry,
  onRedeliver,
  redelivering,
  timeZone,
}: DeliveryLogProps) {
  if (status === 'loading') return <DataRowSkeleton label="Loading the deliveries" count={3} />;
  if (status === 'error') return <ErrorBanner message={error ?? ''} onRetry={onRetry} />;
  if (deliveries.length === 0)
    return <EmptyState message="No deliveries yet" description="Send a test to see one here." />;
  return (
    <DataList label={`Deliveries of ${name}`}>
      {deliveries.map((delivery) => (
        <DataRow
          key={delivery.id}
          title={delivery.event}
          headingLevel={3}
          badge={STATUS[delivery.status]}
          meta={
            <>
              <DateTime value={delivery.at} timeZone={timeZone} /> · attempt {delivery.attempt} · {answer(delivery)}
            </>
          }
          actions={
            <Button
              size="sm"
              variant="secondary"
              busy={redelivering === delivery.id}
              onClick={() => onRedeliver(delivery)}
              aria-label={`Redeliver delivery ${delivery.id} (${delivery.event})`}
            >
              Redeliver
            </Button>
          }
        >
          {delivery.error ? <Problem>{delivery.error}</Problem> : null}
          {delivery.nextAttemptAt && delivery.status !== 'succeeded' && delivery.status !== 'failed' ? (
            <p>
              Next attempt <DateTime value={delivery.nextAttemptAt} timeZone={timeZone} />
            </p>
          ) : null}
        </DataRow>
      ))}
    </DataList>
  );
}
