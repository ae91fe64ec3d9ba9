export { UploadQueue, type UploadQueueProps } from './UploadQueue';
