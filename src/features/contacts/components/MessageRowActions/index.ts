export { MessageRowActions, type MessageRowActionsProps } from './MessageRowActions';
