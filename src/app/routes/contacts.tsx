import type { EnquiryCategory } from '@/features/contacts/types';
import { enquiryFormOf } from '@/lib/enquiryForms';
import { ContactIcon } from '@/ui/Layout/icons';
import type { RouteObject } from 'react-router-dom';
import { redirectTo, type AdminSection, type RecordRef } from '../registry/section';
import type * as EnquiryPagesModule from './contacts/EnquiryListRoute';

type EnquiryPages = typeof EnquiryPagesModule;
const enquiries = () => import('./contacts/EnquiryListRoute');

/** `/contacts/{path}`: an enquiry list page (of one form, or of all), its adapter and loader from the lazy module. */
const enquiryPage = (
  path: string,
  title: string,
  form: Parameters<EnquiryPages['enquiryLoader']>[0],
  adapter: 'FooterEnquiryRoute' | 'HeaderEnquiryRoute' | 'PageEnquiryRoute' | 'AllEnquiryRoute',
): RouteObject => ({
  path: `contacts/${path}`,
  handle: { section: 'Contact Us', title },
  lazy: async () => {
    const route = await enquiries();
    return { Component: route[adapter], loader: route.enquiryLoader(form) };
  },
});

/** The enquiry list of each form. */
const ENQUIRY_LISTS: Record<EnquiryCategory, string> = { FOOTER: 'footer', HEADER: 'header', PAGE: 'page' };

/** A message or an enquiry in its list, filtered by the search that found it (so it is on page 1), its modal open. */
const listed = (path: string, ref: RecordRef, q: string) =>
  `${path}?${new URLSearchParams({ q, view: String(ref.id) }).toString()}`;

/**
 * The inbox (docs/panel.md#inbox): general messages and the footer, header and page enquiries, each a lazy route
 * adapter; no create or edit pages. Its menu group lists the three enquiry lists of the spec and two additions, "List
 * Messages" (/contacts/list) and "List All Enquiries" (/contacts/enquiries), so that the general inbox and the list
 * of every form's enquiries are reachable from the menu, not only from the dashboard.
 */
export const contactSection: AdminSection = {
  routes: [
    {
      path: 'contacts/list',
      handle: { section: 'Contact Us', title: 'Contact Messages' },
      lazy: async () => ({ Component: (await import('./contacts/ContactListRoute')).ContactListRoute }),
    },
    enquiryPage('footer', 'Footer Contact', 'FOOTER', 'FooterEnquiryRoute'),
    enquiryPage('header', 'Header Contact', 'HEADER', 'HeaderEnquiryRoute'),
    enquiryPage('page', 'Page Contact', 'PAGE', 'PageEnquiryRoute'),
    // Every form's enquiries; the dashboard's "enquiries in the last 7 days" opens it with ?days=7.
    enquiryPage('enquiries', 'All Enquiries', 'ALL', 'AllEnquiryRoute'),
  ],
  redirects: [redirectTo('contacts', '/contacts/list')],
  menu: {
    label: 'Contact Us',
    icon: <ContactIcon />,
    items: [
      { label: 'List Contact Messages', href: '/contacts/list' },
      { label: 'List Footer Contact', href: '/contacts/footer' },
      { label: 'List Header Contact', href: '/contacts/header' },
      { label: 'List Page Contact', href: '/contacts/page' },
      { label: 'List All Enquiries', href: '/contacts/enquiries' },
    ],
  },
  records: {
    contact: { open: () => '/contacts/list', found: (hit, q) => listed('/contacts/list', hit, q) },
    enquiry: {
      // The enquiry lists are per form; an activity line names no form, so it links nowhere.
      open: () => null,
      // `GET /search` starts an enquiry's subtitle with its form's name: "Footer form · <email>".
      found: (hit, q) => listed(`/contacts/${ENQUIRY_LISTS[enquiryFormOf(hit.subtitle) ?? 'FOOTER']}`, hit, q),
    },
  },
};
