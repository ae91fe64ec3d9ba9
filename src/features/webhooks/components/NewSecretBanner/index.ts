export { NewSecretBanner } from './NewSecretBanner';
export type { NewSecretBannerProps } from './NewSecretBanner';
