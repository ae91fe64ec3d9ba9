import { SettingsIcon } from '@/ui/Layout/icons';
import { redirectTo, type AdminSection } from '../registry/section';

const CONTENT_KEYS = '/settings/content-keys';

/** Settings (issue 26: Content API keys), a lazy route adapter; /settings opens its one page. */
export const settingsSection: AdminSection = {
  routes: [
    {
      path: 'settings/content-keys',
      handle: { section: 'Settings', title: 'Content API keys' },
      lazy: async () => ({ Component: (await import('./settings/ContentKeysRoute')).ContentKeysRoute }),
    },
  ],
  redirects: [redirectTo('settings', CONTENT_KEYS)],
  menu: { label: 'Settings', icon: <SettingsIcon />, items: [{ label: 'Content API keys', href: CONTENT_KEYS }] },
  // Webhooks and redirects (issue 29) have the API and no screen yet: the activity log names them without a link.
  records: { contentKey: { open: () => CONTENT_KEYS }, webhook: { open: () => null }, redirect: { open: () => null } },
};
