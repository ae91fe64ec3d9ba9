export { lockScroll } from './scrollLock';
