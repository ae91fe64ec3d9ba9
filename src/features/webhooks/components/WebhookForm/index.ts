export { EVENTS_REQUIRED, WebhookForm } from './WebhookForm';
export type { WebhookFieldErrors, WebhookFormProps, WebhookFormValues, WebhookSaveResult } from './WebhookForm';
