import { DateTime } from '@/ui/DateTime';
import type { Enquiry } from '../../types';
import { DetailList } from '../DetailList';
import { DetailsModal } from '../DetailsModal';
import { EmailLink } from '../EmailLink';

export interface EnquiryDetailsModalProps {
  /** The enquiry shown; null closes the modal. */
  enquiry: Enquiry | null;
  /** IANA time zone of the date; the viewer's own when omitted. */
  timeZone?: string;
  /** Closes the modal. */
  onClose: () => void;
}

/** Every field of an enquiry (docs/panel.md#records-on-screen), read-only. */
export function EnquiryDetailsModal({ enquiry, timeZone, onClose }: EnquiryDetailsModalProps) {
  if (!enquiry) return null;
  return (
    <DetailsModal title={`Enquiry from ${enquiry.name}`} onClose={onClose}>
      <DetailList
        items={[
          { label: 'Name', value: enquiry.name },
          { label: 'Email', value: <EmailLink address={enquiry.emailId} /> },
          { label: 'Phone', value: enquiry.phoneNo },
          { label: 'Country', value: enquiry.country },
          { label: 'Service', value: enquiry.service },
          { label: 'Page', value: enquiry.enquiryPage },
          { label: 'Channel', value: enquiry.channel },
          { label: 'IP address', value: enquiry.ip },
          { label: 'Received', value: <DateTime value={enquiry.createdAt} timeZone={timeZone} /> },
          { label: 'Message', value: enquiry.message, long: true },
        ]}
      />
    </DetailsModal>
  );
}
