export { ActionBanner, type ActionBannerProps } from './ActionBanner';
export type { ActionBannerTone } from './ActionBanner.styles';
