import { clearDrafts } from '../formDrafts';

/** Drafts of the meta form live in localStorage, which outlives a story: each story starts and ends without one. */
export const clearMetaDrafts = (): (() => void) => clearDrafts('meta:');
