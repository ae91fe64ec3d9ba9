export { ShownOnceBanner, type ShownOnceBannerProps } from './ShownOnceBanner';
