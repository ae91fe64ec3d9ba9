import { WebhooksScreen } from '@/features/webhooks/screens/WebhooksScreen';

/** /settings/webhooks: the screen takes nothing from the URL. */
export function WebhooksRoute() {
  return <WebhooksScreen />;
}
