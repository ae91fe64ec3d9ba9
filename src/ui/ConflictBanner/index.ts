export { ConflictBanner, type ConflictBannerProps } from './ConflictBanner';
