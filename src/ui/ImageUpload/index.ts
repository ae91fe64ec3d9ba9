export { ImageUpload } from './ImageUpload';
export type { ImageUploadProps } from './ImageUpload';
