import type { EnquiryCategory } from '@/features/contacts/types';
import { ContactIcon } from '@/ui/Layout/icons';
import { redirectTo, type AdminSection, type RecordRef } from '../registry/section';

const enquiries = () => import('./contacts/EnquiryListRoute');

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
    {
      path: 'contacts/footer',
      handle: { section: 'Contact Us', title: 'Footer Contact' },
      lazy: async () => {
        const route = await enquiries();
        return { Component: route.FooterEnquiryRoute, loader: route.enquiryLoader('FOOTER') };
      },
    },
    {
      path: 'contacts/header',
      handle: { section: 'Contact Us', title: 'Header Contact' },
      lazy: async () => {
        const route = await enquiries();
        return { Component: route.HeaderEnquiryRoute, loader: route.enquiryLoader('HEADER') };
      },
    },
    {
      path: 'contacts/page',
      handle: { section: 'Contact Us', title: 'Page Contact' },
      lazy: async () => {
        const route = await enquiries();
        return { Component: route.PageEnquiryRoute, loader: route.enquiryLoader('PAGE') };
      },
    },
    {
      // Every form's enquiries; the dashboard's "enquiries in the last 7 days" opens it with ?days=7.
      path: 'contacts/enquiries',
      handle: { section: 'Contact Us', title: 'All Enquiries' },
      lazy: async () => {
        const route = await enquiries();
        return { Component: route.AllEnquiryRoute, loader: route.enquiryLoader('ALL') };
      },
    },
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
      // `GET /search` gives an enquiry's form as the first word of its subtitle: "<form> · <email>".
      found: (hit, q) => {
        const form = hit.subtitle.split(' · ')[0] as EnquiryCategory;
        return listed(`/contacts/${ENQUIRY_LISTS[form] ?? 'footer'}`, hit, q);
      },
    },
  },
};
