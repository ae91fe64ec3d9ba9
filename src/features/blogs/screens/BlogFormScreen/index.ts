export { BlogFormScreen, type BlogFormScreenProps } from './BlogFormScreen';
