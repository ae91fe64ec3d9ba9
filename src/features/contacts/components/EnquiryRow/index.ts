export { EnquiryRow } from './EnquiryRow';
export type { EnquiryRowProps } from './EnquiryRow';
