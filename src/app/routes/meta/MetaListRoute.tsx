import { MetaListScreen } from '@/features/meta/screens/MetaListScreen';
import { listPage } from '../listPage';

/** `/meta/list?q=&sort=&page=`: the meta pages' cards on the generic list route. */
export const page = listPage(MetaListScreen);
