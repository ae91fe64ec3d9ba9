export { ProfileMenu } from './ProfileMenu';
export type { ProfileMenuProps } from './ProfileMenu';
