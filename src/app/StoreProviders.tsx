import { type createStore, Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { ImagePickerContext, type ImagePickerProps } from '@/shared/images/imagePicker';
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

/**
 * The Jotai store and the theme: what every page needs, the sign-in pages included (no TanStack Query). It also hands
 * the media library's image picker to the forms that offer it (a feature never imports a sibling).
 */
export function StoreProviders({ store, children }: StoreProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <ImagePickerContext.Provider value={renderImagePicker}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </ImagePickerContext.Provider>
    </JotaiProvider>
  );
}
