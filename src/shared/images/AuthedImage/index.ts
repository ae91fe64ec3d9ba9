export { AuthedImage } from './AuthedImage';
export type { AuthedImageProps } from './AuthedImage';
