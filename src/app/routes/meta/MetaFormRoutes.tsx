import { META_FORM_MESSAGES } from '@/features/meta/messages';
import { MetaFormScreen } from '@/features/meta/screens/MetaFormScreen';
import { numberedFormPage } from '../FormRoute';

/** `/meta/create` and `/meta/edit/{id}`. */
export const page = numberedFormPage(META_FORM_MESSAGES.notFound, (id, handlers) => (
  <MetaFormScreen metaId={id} {...handlers} />
));
