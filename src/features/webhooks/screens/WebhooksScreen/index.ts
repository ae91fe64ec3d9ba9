export { WebhooksScreen } from './WebhooksScreen';
export type { WebhooksScreenProps } from './WebhooksScreen';
