import { BlogIcon } from '@/ui/Layout/icons';
import { defineAdminResource } from '../registry/defineAdminResource';

/** Blog posts (docs/panel.md#screens-and-routes), edited by their blogId. */
export const blogResource = defineAdminResource({
  type: 'blog',
  path: 'blog',
  icon: <BlogIcon />,
  words: {
    section: 'Blog',
    list: 'Blogs',
    create: 'Create Blog',
    edit: 'Edit Blog',
    menuCreate: 'Create Blog',
    menuList: 'List Blogs',
    command: 'Create blog',
  },
  editBy: 'recordId',
  list: () => import('./blogs/BlogListRoute'),
  form: () => import('./blogs/BlogFormRoute'),
});
