export { DateTime } from './DateTime';
export type { DateTimeProps } from './DateTime';
