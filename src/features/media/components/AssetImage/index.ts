export { AssetImage, type AssetImageProps } from './AssetImage';
