import type { AdminSection } from '../registry/section';

/**
 * The media library's part of the app. Its screen (`/media`, issue 28) is not built yet: until then an image found by
 * the palette or named by the activity log has no page of its own (`open` answers null).
 */
export const mediaSection: AdminSection = {
  routes: [],
  records: { asset: { open: () => null } },
};
