import { useParams } from 'react-router-dom';
import { BlogFormScreen } from '@/features/blogs/screens/BlogFormScreen';
import { FormRoute } from '../FormRoute';
import { useCategoryChoices } from './useCategoryChoices';

/** `/blog/create` and `/blog/edit/:id`: saves, Cancel and "not found" go to the list; a dirty form asks first. */
export function BlogFormRoute() {
  const { id } = useParams();
  const categories = useCategoryChoices();
  return (
    <FormRoute list="/blog/list" subject="this blog post">
      {(handlers) => <BlogFormScreen key={id ?? 'create'} blogId={id} categories={categories} {...handlers} />}
    </FormRoute>
  );
}
