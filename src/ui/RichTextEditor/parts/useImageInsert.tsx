import { Delta } from 'quill';
import type Toolbar from 'quill/modules/toolbar';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type ReactQuill from 'react-quill-new';
import type { EditorImage, EditorImagePickerProps, RichTextEditorProps } from '../RichTextEditor.types';
import { ImageAltDialog } from './ImageAltDialog';
import { useDroppedImages, type ImageNotes } from './useDroppedImages';

type Step =
  | { kind: 'pick'; at: number }
  | { kind: 'alt'; key: number; image: EditorImage; done: (alt: string | null) => void }
  | null;

/** Renders the picker the editor was given (a component, so its callbacks are handlers, not render-time calls). */
function PickerHost({
  render,
  ...props
}: EditorImagePickerProps & { render: NonNullable<RichTextEditorProps['renderImagePicker']> }) {
  return <>{render(props)}</>;
}

/** The image dialogs to render, and the lines under the editor about dropped and pasted images. */
export interface ImageInsert {
  dialogs: ReactNode;
  notes: ImageNotes;
}

/**
 * Images into the text, one way for all: the toolbar's image button through the given picker (the cursor's place is
 * kept while it is open), and image files dropped or pasted, through `uploadImage` (useDroppedImages). Either way the
 * alt text dialog follows, and the image goes in where it was meant to, with its alt (`alt=""` when decorative); the
 * cursor then sits after it. Cancelling a dialog inserts nothing and puts the cursor back. Without a picker the button
 * keeps Quill's own file insert.
 */
export function useImageInsert(
  quillRef: RefObject<ReactQuill | null>,
  {
    renderImagePicker,
    uploadImage,
    imageAltMax = 250,
  }: Pick<RichTextEditorProps, 'renderImagePicker' | 'uploadImage' | 'imageAltMax'>,
): ImageInsert {
  const [step, setStep] = useState<Step>(null);
  // Each alt dialog is a new one (its own state), even straight after another for the next dropped image.
  const asked = useRef(0);

  const hasPicker = renderImagePicker !== undefined;
  useEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill || !hasPicker) return;
    const toolbar = quill.getModule('toolbar') as Toolbar | undefined;
    toolbar?.addHandler('image', () => setStep({ kind: 'pick', at: quill.getSelection(true).index }));
  });

  /** Puts the cursor at `at` once the closing dialog has given the focus back to where it was opened from. */
  const caretTo = (at: number) => {
    window.setTimeout(() => quillRef.current?.getEditor().setSelection(at, 0, 'user'));
  };
  /** Inserts `image` at `at` (or at the end, if the text got shorter), the cursor after it. */
  const insert = (image: EditorImage, at: number, alt: string) => {
    const editor = quillRef.current?.getEditor();
    if (!editor) return;
    const index = Math.min(at, Math.max(editor.getLength() - 1, 0));
    editor.updateContents(new Delta().retain(index).insert({ image: image.src }, { alt }), 'user');
    caretTo(index + 1);
  };

  /** Opens the alt text step for `image`; `done` gets the text, '' when decorative, null when cancelled. */
  const altStep = (image: EditorImage, done: (alt: string | null) => void) =>
    setStep({
      kind: 'alt',
      key: (asked.current += 1),
      image,
      done: (alt) => {
        setStep(null);
        done(alt);
      },
    });
  /** Asks for `image`'s alt text: the text, '' when decorative, null when cancelled. */
  const askAlt = (image: EditorImage) => new Promise<string | null>((resolve) => altStep(image, resolve));
  // These read only the state setter, refs and the Quill instance: any render's copy does the same.
  const notes = useDroppedImages(quillRef, uploadImage, { askAlt, insert, caretTo });

  let dialogs: ReactNode = null;
  if (step?.kind === 'pick' && renderImagePicker) {
    const { at } = step;
    dialogs = (
      <PickerHost
        render={renderImagePicker}
        onChoose={(image) =>
          altStep(image, (alt) => {
            if (alt === null) caretTo(at);
            else insert(image, at, alt);
          })
        }
        onClose={() => {
          setStep(null);
          caretTo(at);
        }}
      />
    );
  } else if (step?.kind === 'alt') {
    const { key, image, done } = step;
    dialogs = (
      <ImageAltDialog
        key={key}
        image={image}
        maxLength={imageAltMax}
        onInsert={(alt) => done(alt)}
        onCancel={() => done(null)}
      />
    );
  }
  return { dialogs, notes };
}
