import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import {
  IMAGE_UNREADABLE_ERROR,
  IMAGE_UPLOAD_HINT,
  UPLOAD_IMAGE_MIME_TYPES,
  validateImageFile,
} from '../../lib/imagePolicy';
import { Button } from '../Button';
import { Actions, Alert, DropIcon, DropTitle, DropZone, Hint, Preview, PreviewImage, Root } from './ImageUpload.styles';
import { readAsDataUrl } from './readAsDataUrl';
import { useDropTarget } from './useDropTarget';

export interface ImageUploadProps {
  /** The image shown: a data URL from a fresh upload or any resolved image URL. `undefined` lets the widget keep its own. */
  value?: string | null;
  /** Called with the file's data URL and the file after a valid pick or drop, and with `(null, null)` on remove. */
  onChange?: (dataUrl: string | null, file: File | null) => void;
  /** Accessible name of the file input (screen readers only). @default 'Upload image' */
  label?: string;
  /** Alternative text of the preview. @default 'Image preview' */
  alt?: string;
  /** Blocks picking, dropping, changing and removing. @default false */
  disabled?: boolean;
  /** Id given to the hidden file input, for an outside `<label htmlFor>`. */
  id?: string;
  /** A reason from outside, e.g. the server refused the file: shown like the widget's own checks. */
  error?: string | null;
  /** Called with true when a picked file starts being read, and with false once its value (or its error) is known. */
  onReadingChange?: (reading: boolean) => void;
}

/** Whether the browser can decode `src` as a picture. */
function decodes(src: string): Promise<boolean> {
  const image = new Image();
  image.src = src;
  return image.decode().then(
    () => true,
    () => false,
  );
}

/** Image picker with drag and drop, the spec's type and 5MB checks as in-page alerts, and a removable preview. */
export function ImageUpload({
  value,
  onChange,
  label = 'Upload image',
  alt = 'Image preview',
  disabled = false,
  id,
  error: outsideError,
  onReadingChange,
}: ImageUploadProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-file`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const dropZoneRef = useRef<HTMLButtonElement>(null);
  const [ownValue, setOwnValue] = useState<string | null>(null);
  const [ownError, setError] = useState<string | null>(null);
  const error = ownError ?? outsideError ?? null;
  // After "Remove image" the buttons vanish; focus goes to the drop zone once it is back.
  const focusDropZoneNext = useRef(false);
  const shown = value === undefined ? ownValue : value;

  useEffect(() => {
    if (!focusDropZoneNext.current || shown) return;
    focusDropZoneNext.current = false;
    dropZoneRef.current?.focus();
  }, [shown]);

  // The newest pick wins: a file still being read when another is picked, or the image removed, is dropped.
  const picks = useRef(0);
  const reading = useRef(false);
  const readingDone = () => {
    if (!reading.current) return;
    reading.current = false;
    onReadingChange?.(false);
  };

  const accept = async (file: File | undefined) => {
    if (!file || disabled) return;
    const problem = validateImageFile(file);
    setError(problem);
    if (problem) return;
    const pick = ++picks.current;
    reading.current = true;
    onReadingChange?.(true);
    try {
      const dataUrl = await readAsDataUrl(file).catch(() => null);
      // Checked before upload: a file named like an image whose bytes are not one would show a broken preview.
      const readable = dataUrl !== null && (await decodes(dataUrl));
      if (pick !== picks.current) return;
      if (!readable) {
        setError(IMAGE_UNREADABLE_ERROR);
        return;
      }
      setOwnValue(dataUrl);
      onChange?.(dataUrl, file);
    } finally {
      if (pick === picks.current) readingDone();
    }
  };

  const drop = useDropTarget(disabled, (files) => void accept(files[0]));
  const openPicker = () => inputRef.current?.click();

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    void accept(event.target.files?.[0]);
    // Lets the same file be picked again after a remove.
    event.target.value = '';
  };

  const remove = () => {
    picks.current++;
    readingDone();
    setOwnValue(null);
    setError(null);
    focusDropZoneNext.current = true;
    onChange?.(null, null);
  };

  const dropHandlers = {
    onDragEnter: (e: DragEvent) => drop.onDragEnter(e),
    onDragOver: (e: DragEvent) => drop.onDragOver(e),
    onDragLeave: (e: DragEvent) => drop.onDragLeave(e),
    onDrop: (e: DragEvent) => drop.onDrop(e),
  };

  return (
    <Root>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={UPLOAD_IMAGE_MIME_TYPES.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        disabled={disabled}
        aria-describedby={error ? errorId : hintId}
        onChange={handleInput}
      />
      {shown ? (
        <Preview $dragOver={drop.dragOver} data-dragover={drop.dragOver || undefined} {...dropHandlers}>
          <PreviewImage src={shown} alt={alt} />
          <Actions>
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={openPicker}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            >
              Change image
            </Button>
            <Button variant="danger" size="sm" disabled={disabled} onClick={remove}>
              Remove image
            </Button>
          </Actions>
        </Preview>
      ) : (
        <DropZone
          ref={dropZoneRef}
          type="button"
          disabled={disabled}
          $dragOver={drop.dragOver}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          data-dragover={drop.dragOver || undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onClick={openPicker}
          {...dropHandlers}
        >
          <DropIcon aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75">
              <path d="M4 16.5v2A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5v-2M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5" />
            </svg>
          </DropIcon>
          <DropTitle>{drop.dragOver ? 'Drop the image here' : 'Click to upload or drag and drop'}</DropTitle>
          <Hint id={hintId}>{IMAGE_UPLOAD_HINT}</Hint>
        </DropZone>
      )}
      {error ? (
        <Alert id={errorId} role="alert">
          {error}
        </Alert>
      ) : null}
    </Root>
  );
}
