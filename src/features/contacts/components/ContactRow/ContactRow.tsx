import type { ReactNode } from 'react';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ClampedText } from '@/ui/ClampedText';
import { DataRow } from '@/ui/DataRow';
import { DateTime } from '@/ui/DateTime';
import { canMarkReplied, CONTACT_STATUS_LABEL, CONTACT_STATUS_TONE } from '../../status';
import type { Contact } from '../../types';
import { MessageRowActions } from '../MessageRowActions';
import { Subject } from './ContactRow.styles';

export interface ContactRowProps {
  /** The list's selection checkbox, in selection mode. */
  select?: ReactNode;
  /** The message shown. */
  contact: Contact;
  /** IANA time zone of the date; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
  /** True while this row's status change runs (Mark Replied spins). @default false */
  updating?: boolean;
  /** Opens the message (and marks a new one read). */
  onView: (contact: Contact) => void;
  /** Marks the message replied. */
  onMarkReplied: (contact: Contact) => void;
  /** Asks to delete the message. */
  onDelete: (contact: Contact) => void;
}

/** One general message: name, status badge, email and date, subject, and View / Mark Replied / Delete. */
export function ContactRow({
  contact,
  timeZone,
  updating = false,
  onView,
  onMarkReplied,
  onDelete,
  select,
}: ContactRowProps) {
  const who = contact.name;
  return (
    <DataRow
      leading={select}
      title={who}
      headingLevel={2}
      badge={<Badge tone={CONTACT_STATUS_TONE[contact.status]}>{CONTACT_STATUS_LABEL[contact.status]}</Badge>}
      meta={
        <>
          {contact.email} · <DateTime value={contact.createdAt} timeZone={timeZone} />
        </>
      }
      actions={
        <MessageRowActions who={who} noun="message" onView={() => onView(contact)} onDelete={() => onDelete(contact)}>
          <Button
            size="sm"
            variant="success"
            onClick={() => onMarkReplied(contact)}
            disabled={!canMarkReplied(contact.status)}
            busy={updating}
            aria-label={`Mark Replied: message from ${who}`}
          >
            Mark Replied
          </Button>
        </MessageRowActions>
      }
    >
      <Subject>
        <ClampedText lines={1} label={`subject of the message from ${who}`}>
          {contact.subject}
        </ClampedText>
      </Subject>
    </DataRow>
  );
}
