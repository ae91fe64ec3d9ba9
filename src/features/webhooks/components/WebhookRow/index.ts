export { WebhookRow, webhookState } from './WebhookRow';
export type { WebhookRowProps } from './WebhookRow';
