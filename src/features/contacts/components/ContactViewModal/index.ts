export { ContactViewModal } from './ContactViewModal';
export type { ContactViewModalProps } from './ContactViewModal';
