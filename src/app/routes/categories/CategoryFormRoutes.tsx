import { CATEGORY_FORM_MESSAGES } from '@/features/categories/messages';
import { CategoryFormScreen } from '@/features/categories/screens/CategoryFormScreen';
import { numberedFormRoutes } from '../FormRoute';

/** `/category/create` and `/category/edit/{id}`. */
export const { CreateRoute: CategoryCreateRoute, EditRoute: CategoryEditRoute } = numberedFormRoutes({
  list: '/category/list',
  subject: 'this category',
  notFound: CATEGORY_FORM_MESSAGES.notFound,
  screen: (id, handlers) => <CategoryFormScreen categoryId={id} {...handlers} />,
});
