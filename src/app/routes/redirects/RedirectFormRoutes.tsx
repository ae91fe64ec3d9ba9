import { REDIRECT_FORM_MESSAGES } from '@/features/redirects/messages';
import { RedirectFormScreen } from '@/features/redirects/screens/RedirectFormScreen';
import { numberedFormPage } from '../FormRoute';

/** `/redirect/create` and `/redirect/edit/{id}`. */
export const page = numberedFormPage(REDIRECT_FORM_MESSAGES.notFound, (id, handlers) => (
  <RedirectFormScreen redirectId={id} {...handlers} />
));
