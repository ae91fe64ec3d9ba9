export { EmailLink } from './EmailLink';
export type { EmailLinkProps } from './EmailLink';
