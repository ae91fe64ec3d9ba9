import { MetaIcon } from '@/ui/Layout/icons';
import { defineAdminResource } from '../registry/defineAdminResource';

/** Meta pages (docs/panel.md#screens-and-routes). */
export const metaResource = defineAdminResource({
  type: 'meta',
  path: 'meta',
  icon: <MetaIcon />,
  words: {
    section: 'Meta',
    list: 'Meta',
    create: 'Create Meta',
    edit: 'Edit Meta',
    menuCreate: 'Create Meta',
    menuList: 'List Meta',
    command: 'Create meta',
  },
  list: () => import('./meta/MetaListRoute'),
  form: () => import('./meta/MetaFormRoutes'),
});

/** The meta pages (the Flows/Meta stories mount them). */
export const metaRoutes = metaResource.routes;
