export { ErrorBanner } from './ErrorBanner';
export type { ErrorBannerProps } from './ErrorBanner';
