import type { RouteObject } from 'react-router-dom';

const enquiries = () => import('./contacts/EnquiryListRoute');

/**
 * The inbox (docs/panel.md#inbox): general messages and the footer, header and page enquiries, each a lazy route
 * adapter.
 */
export const contactRoutes: RouteObject[] = [
  {
    path: 'contacts/list',
    handle: { section: 'Contact Us', title: 'Contact Messages' },
    lazy: async () => ({ Component: (await import('./contacts/ContactListRoute')).ContactListRoute }),
  },
  {
    path: 'contacts/footer',
    handle: { section: 'Contact Us', title: 'Footer Enquiries' },
    lazy: async () => {
      const route = await enquiries();
      return { Component: route.FooterEnquiryRoute, loader: route.enquiryLoader('FOOTER') };
    },
  },
  {
    path: 'contacts/header',
    handle: { section: 'Contact Us', title: 'Header Enquiries' },
    lazy: async () => {
      const route = await enquiries();
      return { Component: route.HeaderEnquiryRoute, loader: route.enquiryLoader('HEADER') };
    },
  },
  {
    path: 'contacts/page',
    handle: { section: 'Contact Us', title: 'Page Enquiries' },
    lazy: async () => {
      const route = await enquiries();
      return { Component: route.PageEnquiryRoute, loader: route.enquiryLoader('PAGE') };
    },
  },
  {
    // Not in docs/panel.md#dashboard: the dashboard's "enquiries in the last 7 days" opens it (?days=7), as that count
    // spans all forms.
    path: 'contacts/enquiries',
    handle: { section: 'Contact Us', title: 'All Enquiries' },
    lazy: async () => {
      const route = await enquiries();
      return { Component: route.AllEnquiryRoute, loader: route.enquiryLoader('ALL') };
    },
  },
];
