import { CategoryListScreen } from '@/features/categories/screens/CategoryListScreen';
import { listPage } from '../listPage';

/** `/category/list?q=&sort=&page=`: the category cards on the generic list route. */
export const page = listPage(CategoryListScreen);
