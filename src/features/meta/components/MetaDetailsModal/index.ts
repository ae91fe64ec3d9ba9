export { MetaDetailsModal } from './MetaDetailsModal';
export type { MetaDetailsModalProps } from './MetaDetailsModal';
