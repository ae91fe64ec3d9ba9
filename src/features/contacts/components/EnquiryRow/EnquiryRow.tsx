import type { ReactNode } from 'react';
import { ClampedText } from '@/ui/ClampedText';
import { DataRow } from '@/ui/DataRow';
import { DateTime } from '@/ui/DateTime';
import type { Enquiry } from '../../types';
import { MessageRowActions } from '../MessageRowActions';
import { Facts } from './EnquiryRow.styles';

export interface EnquiryRowProps {
  /** The list's selection checkbox, in selection mode. */
  select?: ReactNode;
  /** The enquiry shown. */
  enquiry: Enquiry;
  /** IANA time zone of the date; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
  /** Opens the details modal. */
  onView: (enquiry: Enquiry) => void;
  /** Asks to delete the enquiry. */
  onDelete: (enquiry: Enquiry) => void;
  /** Names the website form it came from (the list of every form's enquiries). @default false */
  showForm?: boolean;
}

const FORM_NAMES = { FOOTER: 'Footer', HEADER: 'Header', PAGE: 'Page' } as const;

const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

/** One enquiry: name, contact details and date, the message, where it came from (form, service, page, IP, channel), View and Delete. */
export function EnquiryRow({ enquiry, timeZone, onView, onDelete, select, showForm = false }: EnquiryRowProps) {
  const who = enquiry.name;
  const facts = join(
    showForm ? `Form: ${FORM_NAMES[enquiry.enquiryCategory]}` : null,
    enquiry.service && `Service: ${enquiry.service}`,
    enquiry.enquiryPage && `Page: ${enquiry.enquiryPage}`,
    enquiry.ip && `IP: ${enquiry.ip}`,
    // Named like the other facts: a bare "WEB" badge said nothing of what it was.
    enquiry.channel && `Channel: ${enquiry.channel}`,
  );
  return (
    <DataRow
      leading={select}
      title={who}
      headingLevel={2}
      meta={
        <>
          {join(enquiry.emailId, enquiry.phoneNo, enquiry.country)} ·{' '}
          <DateTime value={enquiry.createdAt} timeZone={timeZone} />
        </>
      }
      actions={
        <MessageRowActions who={who} noun="enquiry" onView={() => onView(enquiry)} onDelete={() => onDelete(enquiry)} />
      }
    >
      <ClampedText lines={2} label={`message from ${who}`}>
        {enquiry.message}
      </ClampedText>
      {facts ? <Facts>{facts}</Facts> : null}
    </DataRow>
  );
}
