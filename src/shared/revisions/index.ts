export { HistoryButton, type HistoryButtonProps } from './HistoryButton';
export { HistoryDialog, type HistoryDialogProps } from './HistoryDialog';
