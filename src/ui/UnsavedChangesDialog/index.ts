export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from './UnsavedChangesDialog';
