import { MediaIcon } from '@/ui/Layout/icons';
import type { AdminSection } from '../registry/section';

/**
 * The media library (issue 28): `/media`, its menu entry and palette screen after the inbox; an image found by the
 * palette or named by the activity log opens its details there (`?view=<id>`).
 */
export const mediaSection: AdminSection = {
  routes: [
    {
      path: 'media',
      handle: { section: 'Media', title: 'Media' },
      lazy: async () => ({ Component: (await import('./media/MediaRoute')).MediaRoute }),
    },
  ],
  menu: { label: 'Media', href: '/media', icon: <MediaIcon /> },
  records: { asset: { open: (ref) => `/media?view=${encodeURIComponent(String(ref.id))}` } },
};
