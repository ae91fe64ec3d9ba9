export { RecordDetailsModal, type RecordDetailsModalProps } from './RecordDetailsModal';
