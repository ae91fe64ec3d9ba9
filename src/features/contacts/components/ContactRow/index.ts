export { ContactRow } from './ContactRow';
export type { ContactRowProps } from './ContactRow';
