export { EnquiryDetailsModal } from './EnquiryDetailsModal';
export type { EnquiryDetailsModalProps } from './EnquiryDetailsModal';
