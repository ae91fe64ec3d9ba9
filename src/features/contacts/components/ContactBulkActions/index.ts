export { ContactBulkActions, type ContactBulkActionsProps } from './ContactBulkActions';
