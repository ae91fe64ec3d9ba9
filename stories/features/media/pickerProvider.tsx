import type { Decorator } from '@storybook/react-vite';
import { renderImagePicker } from '../../../src/app/StoreProviders';
import { ImagePickerContext } from '../../../src/shared/images/imagePicker';

/** The media library's picker, handed to the form as the app hands it (src/app/StoreProviders.tsx). */
export const withImagePicker: Decorator = (Story) => (
  <ImagePickerContext.Provider value={renderImagePicker}>
    <Story />
  </ImagePickerContext.Provider>
);
