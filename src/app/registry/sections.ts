import { dashboardSection } from '../routes/dashboard';
import { seoSection } from '../routes/seo';
import { settingsSection } from '../routes/settings';
import { trashSection } from '../routes/trash';
import { RECORD_SECTIONS } from './records';
import type { AdminSection } from './section';

/**
 * The signed-in app, section by section, in the side menu's order (docs/panel.md#layout, then SEO health, Trash and Settings).
 * The router's pages and redirects (router.tsx), the side menu (layout/menu.tsx) and the palette's actions
 * (layout/CommandPaletteLauncher.tsx) are derived from this list.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  dashboardSection,
  ...RECORD_SECTIONS,
  seoSection,
  trashSection,
  settingsSection,
];
