import { TrashIcon } from '@/ui/Layout/icons';
import type { AdminSection } from '../registry/section';

/** The Trash (issue #14), below the spec's pages: a lazy route adapter. */
export const trashSection: AdminSection = {
  routes: [
    {
      path: 'trash',
      handle: { section: 'Trash', title: 'Trash' },
      lazy: async () => ({ Component: (await import('./trash/TrashRoute')).TrashRoute }),
    },
  ],
  menu: { label: 'Trash', href: '/trash', icon: <TrashIcon /> },
};
