export { BlogListToolbar, type BlogListToolbarProps } from './BlogListToolbar';
