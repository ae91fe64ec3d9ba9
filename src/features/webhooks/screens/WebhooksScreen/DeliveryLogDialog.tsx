import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import type { WebhookDelivery, WebhookRecord } from '@/contract';
import { Button } from '@/ui/Button';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { Modal } from '@/ui/Modal';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { listDeliveries } from '../../api/listDeliveries';
import { deliveriesKey } from '../../atoms';
import { DeliveryLog } from '../../components/DeliveryLog';

export interface DeliveryLogDialogProps {
  webhook: WebhookRecord;
  onClose: () => void;
  onRedeliver: (delivery: WebhookDelivery) => void;
  redelivering: number | null;
  /** A failed redelivery, said where it was asked for. */
  notice: string | null;
  onDismissNotice: () => void;
  timeZone?: string;
}

/** A webhook's delivery log in a dialog, read when it opens; Refresh reads it again. */
export function DeliveryLogDialog({ webhook, onClose, notice, onDismissNotice, ...log }: DeliveryLogDialogProps) {
  const client = useAtomValue(apiClientAtom);
  // A plain query on the app's client: the log lives only while its dialog is open, and an error's Retry refetches it.
  const result = useQuery(
    { queryKey: deliveriesKey(webhook.id), queryFn: () => listDeliveries(client, webhook.id) },
    useAtomValue(queryClientAtom),
  );
  const view = {
    status: result.isError
      ? ('error' as const)
      : result.isPending
        ? ('loading' as const)
        : result.isFetching
          ? ('refreshing' as const)
          : ('loaded' as const),
    data: result.data ?? [],
    error: result.isError ? result.error.message || 'Failed to fetch the deliveries' : null,
    refetch: () => void result.refetch(),
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`Deliveries: ${webhook.name}`}
      size="lg"
      footer={
        <Button variant="secondary" onClick={view.refetch} busy={view.status === 'refreshing'}>
          Refresh
        </Button>
      }
    >
      {notice ? <ErrorBanner message={notice} onDismiss={onDismissNotice} /> : null}
      <DeliveryLog
        name={webhook.name}
        status={view.status}
        deliveries={view.data}
        error={view.error}
        onRetry={view.refetch}
        {...log}
      />
    </Modal>
  );
}
