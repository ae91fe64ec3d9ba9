export { MediaLibraryScreen, type MediaLibraryScreenProps, type MediaUrlState } from './MediaLibraryScreen';
