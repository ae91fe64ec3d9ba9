import type { ReactNode } from 'react';

/** An image to put in the content: its address and its text alternative. */
export interface EditorImage {
  /** The address saved in the content (an absolute http(s) URL). */
  src: string;
  /** Its alt text as known so far (the dialog that follows asks for it). */
  alt: string;
  /** True when it adds nothing a reader would miss: saved with `alt=""`. */
  decorative: boolean;
}

/** What the editor hands its image picker while it is open. */
export interface EditorImagePickerProps {
  /** The image chosen; the editor then asks for its alt text. */
  onChoose: (image: EditorImage) => void;
  /** Closed without a choice. */
  onClose: () => void;
}

export interface RichTextEditorProps {
  /** The content as HTML. `undefined` leaves the editor uncontrolled. */
  value?: string;
  /** Called with the new HTML after each user edit ('' when the editor is emptied). */
  onChange?: (html: string) => void;
  /** Shows the content without the toolbar and blocks editing. @default false */
  readOnly?: boolean;
  /** Id given to the editable area. */
  id?: string;
  /** Id of the visible label of the field (e.g. the form label); preferred over `aria-label`. */
  'aria-labelledby'?: string;
  /** Accessible name when there is no visible label. @default 'Content' */
  'aria-label'?: string;
  /** Id of an element describing the field, such as its error message. */
  'aria-describedby'?: string;
  /** Text shown while the editor is empty. */
  placeholder?: string;
  /** Red border and `aria-invalid` on the editable area. @default false */
  invalid?: boolean;
  /**
   * The image picker the toolbar's image button opens (e.g. the media library's); after a choice the editor asks for
   * the image's alt text, or that it is decorative, and inserts it at the cursor. Without it the button inserts a
   * file from the computer, as Quill does.
   */
  renderImagePicker?: (props: EditorImagePickerProps) => ReactNode;
  /**
   * Stores an image file dropped or pasted into the text (e.g. in the media library): a promise of the image to put in,
   * whose alt text the editor then asks for, as after the image button; a rejection's message says why it failed, and
   * nothing goes in. Given it, pasted HTML loses its `data:` images (said under the editor). Without it, a dropped or
   * pasted image file goes in as Quill puts it, as a `data:` URL.
   */
  uploadImage?: (file: File) => Promise<EditorImage>;
  /**
   * Told when images dropped or pasted into the text start and stop being on their way in (uploading, waiting for
   * their turn or for their alt text): a form keeps from saving meanwhile, or the text would be saved without them.
   */
  onImagesPendingChange?: (pending: boolean) => void;
  /**
   * How to show an image of the content whose address the browser cannot load by itself (a file of the API that needs
   * the session's token): a promise of the URL to show it through (null: its address after all), or null to show the
   * address as it is. Asked as each image is made, before it loads; the content keeps the address.
   */
  resolveImageSrc?: (src: string) => Promise<string | null> | null;
  /** The longest alt text the image dialog takes. @default 250 */
  imageAltMax?: number;
}
