import { SettingsIcon } from '@/ui/Layout/icons';
import { redirectTo, type AdminSection } from '../registry/section';

const CONTENT_KEYS = '/settings/content-keys';
const WEBHOOKS = '/settings/webhooks';

/** Settings (issue 26: Content API keys; issue 29: webhooks), lazy route adapters; /settings opens the first page. */
export const settingsSection: AdminSection = {
  routes: [
    {
      path: 'settings/content-keys',
      handle: { section: 'Settings', title: 'Content API keys' },
      lazy: async () => ({ Component: (await import('./settings/ContentKeysRoute')).ContentKeysRoute }),
    },
    {
      path: 'settings/webhooks',
      handle: { section: 'Settings', title: 'Webhooks' },
      lazy: async () => ({ Component: (await import('./settings/WebhooksRoute')).WebhooksRoute }),
    },
  ],
  redirects: [redirectTo('settings', CONTENT_KEYS)],
  menu: {
    label: 'Settings',
    icon: <SettingsIcon />,
    items: [
      { label: 'Content API keys', href: CONTENT_KEYS },
      { label: 'Webhooks', href: WEBHOOKS },
    ],
  },
  records: {
    contentKey: { open: () => CONTENT_KEYS },
    webhook: { open: () => WEBHOOKS },
    redirect: { open: () => null },
  },
};
