import { CATEGORY_FORM_MESSAGES } from '@/features/categories/messages';
import { CategoryFormScreen } from '@/features/categories/screens/CategoryFormScreen';
import { numberedFormPage } from '../FormRoute';

/** `/category/create` and `/category/edit/{id}`. */
export const page = numberedFormPage(CATEGORY_FORM_MESSAGES.notFound, (id, handlers) => (
  <CategoryFormScreen categoryId={id} {...handlers} />
));
