export { SeoRecordRow } from './SeoRecordRow';
export type { SeoRecordRowProps } from './SeoRecordRow';
