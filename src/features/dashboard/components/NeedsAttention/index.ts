export { ATTENTION_HREFS, NeedsAttention } from './NeedsAttention';
export type { NeedsAttentionProps } from './NeedsAttention';
