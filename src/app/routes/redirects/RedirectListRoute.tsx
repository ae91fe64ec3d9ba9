import { RedirectListScreen } from '@/features/redirects/screens/RedirectListScreen';
import { listPage } from '../listPage';

/** `/redirect/list?q=&sort=&page=`: the redirects on the generic list route. */
export const page = listPage(RedirectListScreen);
