import { Delta } from 'quill';
import type Toolbar from 'quill/modules/toolbar';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import type ReactQuill from 'react-quill-new';
import type { EditorImage, EditorImagePickerProps, RichTextEditorProps } from '../RichTextEditor.types';
import { ImageAltDialog } from './ImageAltDialog';

type Step = { kind: 'pick'; at: number } | { kind: 'alt'; at: number; image: EditorImage } | null;

/** Renders the picker the editor was given (a component, so its callbacks are handlers, not render-time calls). */
function PickerHost({
  render,
  ...props
}: EditorImagePickerProps & { render: NonNullable<RichTextEditorProps['renderImagePicker']> }) {
  return <>{render(props)}</>;
}

/**
 * The toolbar's image button through the given picker: the cursor's place is kept, the picker opens, then the alt
 * text dialog, and the image goes in where the cursor was, with its alt (`alt=""` when decorative); the cursor then
 * sits after it. Cancelling either dialog inserts nothing and puts the cursor back. Without a picker the button keeps
 * Quill's own file insert. Returns the dialogs to render.
 */
export function useImageInsert(
  quillRef: RefObject<ReactQuill | null>,
  { renderImagePicker, imageAltMax = 250 }: Pick<RichTextEditorProps, 'renderImagePicker' | 'imageAltMax'>,
): ReactNode {
  const [step, setStep] = useState<Step>(null);

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
  const cancel = (at: number) => {
    setStep(null);
    caretTo(at);
  };
  const insert = (image: EditorImage, at: number, alt: string) => {
    setStep(null);
    const editor = quillRef.current?.getEditor();
    if (!editor) return;
    const index = Math.min(at, Math.max(editor.getLength() - 1, 0));
    editor.updateContents(new Delta().retain(index).insert({ image: image.src }, { alt }), 'user');
    caretTo(index + 1);
  };

  if (step?.kind === 'pick' && renderImagePicker) {
    const { at } = step;
    return (
      <PickerHost
        render={renderImagePicker}
        onChoose={(image) => setStep({ kind: 'alt', at, image })}
        onClose={() => cancel(at)}
      />
    );
  }
  if (step?.kind === 'alt') {
    const { at, image } = step;
    return (
      <ImageAltDialog
        image={image}
        maxLength={imageAltMax}
        onInsert={(alt) => insert(image, at, alt)}
        onCancel={() => cancel(at)}
      />
    );
  }
  return null;
}
