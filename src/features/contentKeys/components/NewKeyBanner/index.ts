export { NewKeyBanner } from './NewKeyBanner';
export type { NewKeyBannerProps } from './NewKeyBanner';
