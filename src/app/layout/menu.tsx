import type { NavEntry } from '@/ui/Layout';
import { ADMIN_SECTIONS } from '../registry/sections';

/**
 * The app's side menu (docs/panel.md#layout), given to the AppLayout and the command palette: each section's entry,
 * in the sections' order (registry/sections.ts); "SEO health" (issue 15) and "Trash" (issue 14) come after the spec's.
 */
export const appMenu: NavEntry[] = ADMIN_SECTIONS.flatMap((section) => (section.menu ? [section.menu] : []));
