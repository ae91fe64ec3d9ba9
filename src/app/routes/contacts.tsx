import type { RouteObject } from 'react-router-dom';

const enquiries = () => import('./contacts/EnquiryListRoute');

/** The inbox (spec §2): general messages and the footer, header and page enquiries, each a lazy route adapter. */
export const contactRoutes: RouteObject[] = [
  {
    path: 'contacts/list',
    handle: { title: 'List Messages' },
    lazy: async () => ({ Component: (await import('./contacts/ContactListRoute')).ContactListRoute }),
  },
  {
    path: 'contacts/footer',
    handle: { title: 'List Footer Contact' },
    lazy: async () => ({ Component: (await enquiries()).FooterEnquiryRoute }),
  },
  {
    path: 'contacts/header',
    handle: { title: 'List Header Contact' },
    lazy: async () => ({ Component: (await enquiries()).HeaderEnquiryRoute }),
  },
  {
    path: 'contacts/page',
    handle: { title: 'List Page Contact' },
    lazy: async () => ({ Component: (await enquiries()).PageEnquiryRoute }),
  },
];
