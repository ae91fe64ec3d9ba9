import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../Button';
import { Modal } from '../../Modal';
import { Switch } from '../../Switch';
import { TextField } from '../../TextField';
import type { EditorImage } from '../RichTextEditor.types';

/** Said when the dialog is confirmed with neither alt text nor "Decorative image". */
export const ALT_REQUIRED = 'Alt text is required, unless the image is decorative';
/** Said for alt text over the limit, as the image's details say it. */
export const altTooLong = (max: number) => `Alt text must be at most ${max} characters`;

export interface ImageAltDialogProps {
  /** The image about to be inserted; its alt text and decorative flag fill the dialog. */
  image: EditorImage;
  /** The longest alt text. */
  maxLength: number;
  /** Inserts the image with this alt text ('' for a decorative image). */
  onInsert: (alt: string) => void;
  onCancel: () => void;
}

/**
 * Asks for an inserted image's alt text, or that it is decorative, in the words of the media library's image details
 * (alt text with its counter, the "Decorative image" switch, which turns the alt field off and keeps its text).
 */
export function ImageAltDialog({ image, maxLength, onInsert, onCancel }: ImageAltDialogProps) {
  const [alt, setAlt] = useState(image.alt);
  const [decorative, setDecorative] = useState(image.decorative);
  const [error, setError] = useState<string | undefined>(undefined);
  const hintId = useId();
  const formId = useId();
  const altRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    // React passes events up through the portal to the editor's own form (a post's): this submit is the dialog's only.
    event.stopPropagation();
    const text = alt.trim();
    if (decorative) return onInsert('');
    const problem = !text ? ALT_REQUIRED : text.length > maxLength ? altTooLong(maxLength) : undefined;
    if (problem) {
      setError(problem);
      altRef.current?.focus();
      return;
    }
    onInsert(text);
  };

  const footer = (
    <>
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={formId}>
        Insert image
      </Button>
    </>
  );

  // A decorative image's alt field is off: the dialog itself takes the focus then.
  return (
    <Modal
      open
      onClose={onCancel}
      title="Describe the image"
      footer={footer}
      initialFocusRef={image.decorative ? undefined : altRef}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          ref={altRef}
          label="Alt text"
          value={alt}
          maxLength={maxLength}
          onChange={(event) => {
            setAlt(event.target.value);
            setError(undefined);
          }}
          // Enter inserts, as in a one-field form (the dialog's buttons sit in its footer, outside the form).
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) submit(event);
          }}
          disabled={decorative}
          error={error}
          hint="What the image shows, for readers who cannot see it."
        />
        <Switch
          label="Decorative image"
          checked={decorative}
          onChange={(next) => {
            setDecorative(next);
            setError(undefined);
          }}
          hint="Adds nothing a reader would miss: screen readers skip it, and it needs no alt text."
          hintId={hintId}
        />
      </form>
    </Modal>
  );
}
