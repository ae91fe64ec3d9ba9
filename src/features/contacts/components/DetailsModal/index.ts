export { DetailsModal } from './DetailsModal';
export type { DetailsModalProps } from './DetailsModal';
