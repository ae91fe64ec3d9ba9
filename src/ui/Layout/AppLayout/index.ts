export { AppLayout, MAIN_CONTENT_ID } from './AppLayout';
export type { AppLayoutProps } from './AppLayout';
