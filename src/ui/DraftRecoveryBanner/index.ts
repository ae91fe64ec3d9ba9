export { DraftRecoveryBanner, type DraftRecoveryBannerProps } from './DraftRecoveryBanner';
