export { BlogForm, type BlogFormProps } from './BlogForm';
