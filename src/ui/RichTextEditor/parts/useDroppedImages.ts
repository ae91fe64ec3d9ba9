import type { Delta, Range } from 'quill';
import Clipboard from 'quill/modules/clipboard';
import Uploader from 'quill/modules/uploader';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type ReactQuill from 'react-quill-new';
import type { EditorImage, RichTextEditorProps } from '../RichTextEditor.types';
import {
  dataImagesNote,
  notImagesNote,
  splitImageFiles,
  uploadFailedNote,
  uploadingNote,
  withoutDataImages,
} from './imageFiles';

/** The lines under the editor about dropped and pasted images. */
export interface ImageNotes {
  /** While an image is on its way to be stored: what it is (a progress line). */
  progress: string | null;
  /** What was refused, failed or left out, until the next drop or paste. */
  problem: string | null;
  /** Dropped or pasted images not yet in the text or given up: uploading, waiting for their turn or their alt text. */
  pending: number;
}

/** What the editor does once an image is stored: the same steps as after the image button's picker. */
export interface InsertSteps {
  /** Asks for the image's alt text: the text, '' when decorative, null when cancelled. */
  askAlt: (image: EditorImage) => Promise<string | null>;
  /** Inserts the image at `at` with its alt text. */
  insert: (image: EditorImage, at: number, alt: string) => void;
  /** Puts the cursor back at `at`. */
  caretTo: (at: number) => void;
}

/** A place in the text, moved along as the text before it changes while its image is on its way. */
interface Place {
  at: number;
}

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message.trim() ? error.message : 'the upload failed';

/**
 * Image files dropped on or pasted into the editor, with `uploadImage`: each is stored (one at a time, a progress
 * line meanwhile), then its alt text is asked for and it goes in where it was dropped or pasted, even if the text
 * before it changed meanwhile; a failure says why and inserts nothing. Files that are not images are refused out
 * loud, and pasted HTML loses its `data:` images, said too. Without `uploadImage`, images go in as Quill puts them.
 */
export function useDroppedImages(
  quillRef: RefObject<ReactQuill | null>,
  uploadImage: RichTextEditorProps['uploadImage'],
  steps: InsertSteps,
): ImageNotes {
  const [progress, setProgress] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  const latest = useRef({ uploadImage, steps });
  const queue = useRef<{ file: File; place: Place }[]>([]);
  const places = useRef(new Set<Place>());
  const running = useRef(false);
  const batch = useRef({ started: 0, total: 0 });

  async function drain(upload: NonNullable<RichTextEditorProps['uploadImage']>) {
    if (running.current) return;
    running.current = true;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { file, place } = next;
      batch.current.started += 1;
      setProgress(uploadingNote(file, batch.current.started, batch.current.total));
      let image: EditorImage;
      try {
        image = await upload(file);
      } catch (error) {
        setProblem(uploadFailedNote(file, reasonOf(error)));
        setPending((count) => count - 1);
        continue;
      } finally {
        setProgress(null);
      }
      const alt = await latest.current.steps.askAlt(image);
      // The place moves past each image put in, so the next one of the same drop follows it.
      if (alt === null) latest.current.steps.caretTo(place.at);
      else latest.current.steps.insert(image, place.at, alt);
      setPending((count) => count - 1);
      if (!queue.current.some((item) => item.place === place)) places.current.delete(place);
    }
    running.current = false;
    batch.current = { started: 0, total: 0 };
  }

  // Every render, as the toolbar's image handler: ReactQuill may make its Quill anew.
  useEffect(() => {
    latest.current = { uploadImage, steps };
    const quill = quillRef.current?.getEditor();
    if (!quill) return;
    const uploader = quill.getModule('uploader') as Uploader;
    const { clipboard } = quill;
    uploader.upload = (range: Range, files: FileList | File[]) => {
      if (!quill.isEnabled()) return;
      const { images, others } = splitImageFiles(files);
      setProblem(others.length ? notImagesNote(others) : null);
      const upload = latest.current.uploadImage;
      if (!upload) return Uploader.prototype.upload.call(uploader, range, images);
      if (!images.length) return;
      const place = { at: range.index };
      places.current.add(place);
      queue.current.push(...images.map((file) => ({ file, place })));
      batch.current.total += images.length;
      setPending((count) => count + images.length);
      void drain(upload);
    };
    clipboard.onPaste = (range: Range, data: { text?: string; html?: string }) => {
      if (!latest.current.uploadImage || !data.html) return Clipboard.prototype.onPaste.call(clipboard, range, data);
      const { html, dropped } = withoutDataImages(data.html);
      setProblem(dropped ? dataImagesNote(dropped) : null);
      Clipboard.prototype.onPaste.call(clipboard, range, { ...data, html });
    };
    const follow = (delta: Delta) => {
      for (const place of places.current) place.at = delta.transformPosition(place.at);
    };
    quill.on('text-change', follow);
    return () => {
      quill.off('text-change', follow);
      // The prototypes' own again (a Quill made anew gets them anyway).
      Reflect.deleteProperty(uploader, 'upload');
      Reflect.deleteProperty(clipboard, 'onPaste');
    };
  });

  return { progress, problem, pending };
}
