import { type NavEntry } from '@/ui/Layout';
import {
  BlogIcon,
  CategoryIcon,
  ContactIcon,
  DashboardIcon,
  MetaIcon,
  SeoIcon,
  SettingsIcon,
  TrashIcon,
} from '@/ui/Layout/icons';

/**
 * The app's side menu (docs/panel.md#layout), given to the AppLayout and the command palette. "List Messages" (the
 * general inbox, /contacts/list) is one addition: the spec's Contact Us group lists only the three enquiry lists, yet
 * /contacts/list must stay reachable from the menu. "SEO health" (/seo, issue 15) and "Trash" (issue 14) come after the
 * spec's entries, then "Settings" (issue 26: Content API keys).
 */
export const appMenu: NavEntry[] = [
  { label: 'Dashboard', href: '/dashboard', icon: <DashboardIcon /> },
  {
    label: 'Blog',
    icon: <BlogIcon />,
    items: [
      { label: 'Create Blog', href: '/blog/create' },
      { label: 'List Blogs', href: '/blog/list' },
    ],
  },
  {
    label: 'Category',
    icon: <CategoryIcon />,
    items: [
      { label: 'Create Category', href: '/category/create' },
      { label: 'List Categories', href: '/category/list' },
    ],
  },
  {
    label: 'Meta',
    icon: <MetaIcon />,
    items: [
      { label: 'Create Meta', href: '/meta/create' },
      { label: 'List Meta', href: '/meta/list' },
    ],
  },
  {
    label: 'Contact Us',
    icon: <ContactIcon />,
    items: [
      { label: 'List Messages', href: '/contacts/list' },
      { label: 'List Footer Contact', href: '/contacts/footer' },
      { label: 'List Header Contact', href: '/contacts/header' },
      { label: 'List Page Contact', href: '/contacts/page' },
    ],
  },
  { label: 'SEO health', href: '/seo', icon: <SeoIcon /> },
  { label: 'Trash', href: '/trash', icon: <TrashIcon /> },
  {
    label: 'Settings',
    icon: <SettingsIcon />,
    items: [{ label: 'Content API keys', href: '/settings/content-keys' }],
  },
];
