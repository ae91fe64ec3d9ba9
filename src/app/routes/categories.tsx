import { CategoryIcon } from '@/ui/Layout/icons';
import { defineAdminResource } from '../registry/defineAdminResource';

/** Categories (docs/panel.md#screens-and-routes). */
export const categoryResource = defineAdminResource({
  type: 'category',
  path: 'category',
  icon: <CategoryIcon />,
  words: {
    section: 'Category',
    list: 'Categories',
    create: 'Create Category',
    edit: 'Edit Category',
    menuCreate: 'Create Category',
    menuList: 'List Categories',
    command: 'Create category',
  },
  list: () => import('./categories/CategoryListRoute'),
  form: () => import('./categories/CategoryFormRoutes'),
});

/** The category pages (the Flows/Categories stories mount them). */
export const categoryRoutes = categoryResource.routes;
