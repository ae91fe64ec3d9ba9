import { BlogFormScreen, type BlogFormScreenProps } from '@/features/blogs/screens/BlogFormScreen';
import { keyedFormPage } from '../FormRoute';
import { useCategoryChoices } from './useCategoryChoices';

/** The form with the category choices (a feature never imports a sibling, so the app hands them over). */
function BlogForm(props: Omit<BlogFormScreenProps, 'categories'>) {
  return <BlogFormScreen {...props} categories={useCategoryChoices()} />;
}

/** `/blog/create` and `/blog/edit/:blogId`: a post that is not there is the screen's own "not found". */
export const page = keyedFormPage((blogId, handlers) => <BlogForm blogId={blogId} {...handlers} />);

/** The page's route component (stories mount it with the blog resource). */
export const BlogFormRoute = page.Route;
