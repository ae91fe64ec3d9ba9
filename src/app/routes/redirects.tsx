import { RedirectIcon } from '@/ui/Layout/icons';
import { defineAdminResource } from '../registry/defineAdminResource';

/** Redirects (issue 29; docs/panel.md#using-the-panel). */
export const redirectResource = defineAdminResource({
  type: 'redirect',
  path: 'redirect',
  icon: <RedirectIcon />,
  words: {
    section: 'Redirects',
    list: 'Redirects',
    create: 'Create Redirect',
    edit: 'Edit Redirect',
    menuCreate: 'Create Redirect',
    menuList: 'List Redirects',
    command: 'Create redirect',
  },
  list: () => import('./redirects/RedirectListRoute'),
  form: () => import('./redirects/RedirectFormRoutes'),
});
