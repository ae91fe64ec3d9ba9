export { BlogListScreen, type BlogListScreenProps } from './BlogListScreen';
