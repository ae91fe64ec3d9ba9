export { BlogViewModal, type BlogViewModalProps } from './BlogViewModal';
