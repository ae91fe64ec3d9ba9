import { META_FORM_MESSAGES } from '@/features/meta/messages';
import { MetaFormScreen } from '@/features/meta/screens/MetaFormScreen';
import { numberedFormRoutes } from '../FormRoute';

/** `/meta/create` and `/meta/edit/{id}`. */
export const { CreateRoute: MetaCreateRoute, EditRoute: MetaEditRoute } = numberedFormRoutes({
  list: '/meta/list',
  subject: 'this meta entry',
  notFound: META_FORM_MESSAGES.notFound,
  screen: (id, handlers) => <MetaFormScreen metaId={id} {...handlers} />,
});
