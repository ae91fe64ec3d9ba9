import { type createStore, Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ApiClient } from '@/shared/api/createApiClient';
import { ImagePickerContext, ImageUploadContext, type ImagePickerProps } from '@/shared/images/imagePicker';
import { AppThemeProvider } from '../theme';

export interface StoreProvidersProps {
  /** The app's Jotai store. */
  store: ReturnType<typeof createStore>;
  /** The app. */
  children: ReactNode;
}

// Loaded when a form first opens it: the picker needs TanStack Query, which `/signin` does not load (bench: bundle).
const ImagePickerDialog = lazy(async () => ({
  default: (await import('@/features/media/components/ImagePickerDialog')).ImagePickerDialog,
}));

/** The media library's picker, for the forms' "Choose from library". */
export const renderImagePicker = (props: ImagePickerProps) => (
  <Suspense fallback={null}>
    <ImagePickerDialog {...props} />
  </Suspense>
);

/** The picker's upload, for images dropped or pasted into the editor: loaded on first use, as the picker is. */
export const uploadToLibrary = async (client: ApiClient, file: File) =>
  (await import('@/features/media/uploadToLibrary')).uploadToLibrary(client, file);

/**
 * The Jotai store and the theme: what every page needs, the sign-in pages included (no TanStack Query). It also hands
 * the media library's image picker and its upload to the forms that offer them (a feature never imports a sibling).
 */
export function StoreProviders({ store, children }: StoreProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <ImagePickerContext.Provider value={renderImagePicker}>
        <ImageUploadContext.Provider value={uploadToLibrary}>
          <AppThemeProvider>{children}</AppThemeProvider>
        </ImageUploadContext.Provider>
      </ImagePickerContext.Provider>
    </JotaiProvider>
  );
}
