import { createContext, useContext, useState, type ReactNode } from 'react';
import { Button } from '@/ui/Button';
import type { ApiClient } from '../api/createApiClient';

/** An image chosen from the media library: its asset id (sent as `imageId`) and the API path of its original. */
export interface PickedImage {
  id: number;
  /** `uploads/assets/<name>`: what the form previews. */
  path: string;
  alt: string;
  decorative: boolean;
}

/** The image picker dialog's props: open it, and hear the image chosen (from the library or a fresh upload). */
export interface ImagePickerProps {
  open: boolean;
  onClose: () => void;
  onChoose: (image: PickedImage) => void;
  /** The dialog's title. @default 'Choose an image' */
  title?: string;
}

/**
 * The media library's picker, handed down by the app (a feature never imports a sibling: the media feature builds
 * it, app/ provides it, the blog and meta forms use it). Null where no picker is provided: the forms then offer the
 * upload alone.
 */
export const ImagePickerContext = createContext<((props: ImagePickerProps) => ReactNode) | null>(null);

/**
 * The picker's upload on its own (checks, then `POST /media/upload`), handed down by the app as the picker is: the
 * stored image, or a rejection whose message says why in the admin's words. The editor sends images dropped or
 * pasted into the text through it. Null where none is provided.
 */
export const ImageUploadContext = createContext<((client: ApiClient, file: File) => Promise<PickedImage>) | null>(null);

export interface ChooseFromLibraryProps {
  onChoose: (image: PickedImage) => void;
  disabled?: boolean;
  /** The dialog's title. */
  title?: string;
}

/** "Choose from library": a button beside an upload that opens the picker; nothing when no picker is provided. */
export function ChooseFromLibrary({ onChoose, disabled, title }: ChooseFromLibraryProps) {
  const renderPicker = useContext(ImagePickerContext);
  const [open, setOpen] = useState(false);
  if (!renderPicker) return null;
  return (
    <>
      <Button type="button" variant="secondary" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        Choose from library
      </Button>
      {open
        ? renderPicker({
            open,
            title,
            onClose: () => setOpen(false),
            onChoose: (image) => {
              setOpen(false);
              onChoose(image);
            },
          })
        : null}
    </>
  );
}
