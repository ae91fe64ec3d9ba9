import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { DateTime } from '@/ui/DateTime';
import { canMarkReplied, CONTACT_STATUS_LABEL, CONTACT_STATUS_TONE } from '../../status';
import type { Contact } from '../../types';
import { DetailList } from '../DetailList';
import { DetailsModal } from '../DetailsModal';
import { EmailLink } from '../EmailLink';

export interface ContactViewModalProps {
  /** The message shown; null closes the modal. */
  contact: Contact | null;
  /** IANA time zone of the date; the viewer's own when omitted. */
  timeZone?: string;
  /** True while the status change runs. @default false */
  updating?: boolean;
  /** "Mark as Replied". */
  onMarkReplied: (contact: Contact) => void;
  /** Closes the modal. */
  onClose: () => void;
}

/** A general message in full, with "Mark as Replied" (disabled once replied). */
export function ContactViewModal({
  contact,
  timeZone,
  updating = false,
  onMarkReplied,
  onClose,
}: ContactViewModalProps) {
  if (!contact) return null;
  return (
    <DetailsModal
      title={contact.subject}
      onClose={onClose}
      actions={
        <Button
          variant="success"
          onClick={() => onMarkReplied(contact)}
          disabled={!canMarkReplied(contact.status)}
          busy={updating}
        >
          Mark as Replied
        </Button>
      }
    >
      <DetailList
        items={[
          { label: 'Name', value: contact.name },
          { label: 'Email', value: <EmailLink address={contact.email} /> },
          {
            label: 'Status',
            value: <Badge tone={CONTACT_STATUS_TONE[contact.status]}>{CONTACT_STATUS_LABEL[contact.status]}</Badge>,
          },
          { label: 'Received', value: <DateTime value={contact.createdAt} timeZone={timeZone} /> },
          { label: 'Message', value: contact.message, long: true },
        ]}
      />
    </DetailsModal>
  );
}
