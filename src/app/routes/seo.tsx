import { SeoIcon } from '@/ui/Layout/icons';
import type { AdminSection } from '../registry/section';

/** "SEO health" (issue 15), a lazy route adapter, after the spec's menu entries. */
export const seoSection: AdminSection = {
  routes: [
    {
      path: 'seo',
      handle: { section: 'SEO health', title: 'SEO health' },
      lazy: async () => ({ Component: (await import('./seo/SeoRoute')).SeoRoute }),
    },
  ],
  menu: { label: 'SEO health', href: '/seo', icon: <SeoIcon /> },
};
