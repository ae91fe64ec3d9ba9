export { PreviewActions, type PreviewActionsProps } from './PreviewActions';
