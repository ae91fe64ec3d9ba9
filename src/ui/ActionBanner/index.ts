export { ActionBanner, type ActionBannerProps, type BannerAction } from './ActionBanner';
export type { ActionBannerTone } from './ActionBanner.styles';
