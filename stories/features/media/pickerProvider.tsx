import type { Decorator } from '@storybook/react-vite';
import { renderImagePicker, uploadToLibrary } from '../../../src/app/StoreProviders';
import { ImagePickerContext, ImageUploadContext } from '../../../src/shared/images/imagePicker';

/** The media library's picker and its upload, handed to the form as the app hands them (src/app/StoreProviders.tsx). */
export const withImagePicker: Decorator = (Story) => (
  <ImagePickerContext.Provider value={renderImagePicker}>
    <ImageUploadContext.Provider value={uploadToLibrary}>
      <Story />
    </ImageUploadContext.Provider>
  </ImagePickerContext.Provider>
);
