export { ListPager } from './ListPager';
export type { ListPagerProps } from './ListPager';
