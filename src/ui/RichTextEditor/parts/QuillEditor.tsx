import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import ReactQuill, { type EmitterSource } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { madeRefusedLink, normalizeEditorHtml } from '@/lib/editorHtml';
import type { RichTextEditorProps } from '../RichTextEditor.types';
import { EditorFrame, EditorNote } from './EditorFrame.styles';
import { EDITOR_FORMATS, EDITOR_MODULES } from './quillConfig';
import { labelToolbar } from './toolbar';
import { ImageNoteLines } from './ImageNoteLines';
import { ImageSourceScope } from './ImageSourceScope';
import { useImageInsert } from './useImageInsert';

function setOrRemove(el: Element, name: string, value: string | undefined) {
  if (value === undefined) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/** Said under the editor when a link was refused. */
export const REFUSED_LINK_NOTE =
  'That link was refused: links must start with http://, https://, mailto: or tel:. The text is kept without a link.';

/** The real editor: react-quill-new over Quill 2, loaded lazily by `RichTextEditor`. */
export function QuillEditor({
  value,
  onChange,
  readOnly = false,
  id,
  'aria-labelledby': labelledBy,
  'aria-label': ariaLabel = 'Content',
  'aria-describedby': describedBy,
  placeholder,
  invalid = false,
  renderImagePicker,
  uploadImage,
  onImagesPendingChange,
  resolveImageSrc,
  imageAltMax,
}: RichTextEditorProps) {
  const quillRef = useRef<ReactQuill>(null);
  const images = useImageInsert(quillRef, { renderImagePicker, uploadImage, imageAltMax });
  const imagesPending = images.notes.pending > 0;
  const tellPending = useEffectEvent((pending: boolean) => onImagesPendingChange?.(pending));
  useEffect(() => tellPending(imagesPending), [imagesPending]);
  // Quill emits `&nbsp;` for spaces; the parent gets the tidied HTML, and when it hands that back we give Quill its
  // own form again so a controlled editor is not reset (and the caret moved) on every keystroke.
  const [last, setLast] = useState<{ raw: string; clean: string } | null>(null);
  const quillValue = value !== undefined && last?.clean === value ? last.raw : value;

  const frameRef = useRef<HTMLDivElement>(null);
  // A layout effect: the toolbar is named in the same task that Quill built it in (ReactQuill makes the editor as it
  // mounts). A passive effect left a frame or more in which its pickers were unnamed buttons, which an accessibility
  // check run then (a story's, after its play function) reported.
  useLayoutEffect(() => {
    const label = () => {
      const quill = quillRef.current?.getEditor();
      if (!quill) return;
      const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement | null }).container;
      if (toolbar) labelToolbar(toolbar);
      const tooltipInput = quill.container.querySelector('.ql-tooltip input[type="text"]');
      tooltipInput?.setAttribute('aria-label', 'Link or video URL');
    };
    label();
    // Quill builds its toolbar's pickers itself, and builds them again whenever it makes the editor anew: each new
    // toolbar or picker is named as it appears (the editor's own text changes are not looked at).
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new MutationObserver((mutations) => {
      const toolbarChanged = mutations.some(
        (mutation) =>
          (mutation.target instanceof Element && mutation.target.closest('.ql-toolbar')) ||
          [...mutation.addedNodes].some((node) => node instanceof Element && node.matches('.ql-toolbar, .ql-picker')),
      );
      if (toolbarChanged) label();
    });
    observer.observe(frame, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const root = quillRef.current?.getEditor().root;
    if (!root) return;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    setOrRemove(root, 'id', id);
    setOrRemove(root, 'aria-labelledby', labelledBy);
    setOrRemove(root, 'aria-label', labelledBy ? undefined : ariaLabel);
    setOrRemove(root, 'aria-describedby', describedBy);
    setOrRemove(root, 'aria-invalid', invalid ? 'true' : undefined);
    setOrRemove(root, 'aria-readonly', readOnly ? 'true' : undefined);
  }, [id, labelledBy, ariaLabel, describedBy, invalid, readOnly]);

  // A link the policy refused (javascript:, data:, …) is said, not swallowed: it stays text, without a link.
  const [linkRefused, setLinkRefused] = useState(false);
  const handleChange = (
    raw: string,
    delta: { ops: { attributes?: Record<string, unknown> }[] },
    source: EmitterSource,
  ) => {
    const clean = normalizeEditorHtml(raw);
    setLast((prev) => (prev?.raw === raw ? prev : { raw, clean }));
    if (source !== 'user') return;
    if (madeRefusedLink(delta.ops)) setLinkRefused(true);
    onChange?.(clean);
  };

  return (
    <>
      <EditorFrame ref={frameRef} $invalid={invalid} $readOnly={readOnly} data-testid="rich-text-editor">
        <ImageSourceScope source={resolveImageSrc ?? null} />
        <ReactQuill
          ref={quillRef}
          theme="snow"
          {...(quillValue !== undefined ? { value: quillValue } : {})}
          onChange={handleChange}
          readOnly={readOnly}
          placeholder={placeholder}
          modules={EDITOR_MODULES}
          formats={EDITOR_FORMATS}
        />
      </EditorFrame>
      <EditorNote role="status">{linkRefused ? REFUSED_LINK_NOTE : null}</EditorNote>
      <ImageNoteLines {...images.notes} />
      {images.dialogs}
    </>
  );
}
