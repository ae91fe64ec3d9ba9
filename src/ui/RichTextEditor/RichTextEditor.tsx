import { Suspense, lazy } from 'react';
import type { RichTextEditorProps } from './RichTextEditor.types';
import { EditorFallback } from './parts/EditorFallback';

// Quill (JS and CSS, ~60 kB gzip) stays out of the first-load bundle: this chunk is fetched on first render.
const LazyQuillEditor = lazy(() => import('./parts/QuillEditor').then((m) => ({ default: m.QuillEditor })));

/**
 * Rich-text editor (Quill 2 via react-quill-new), loaded on demand: the toolbar of docs/panel.md#widgets, min height
 * 200 px, links limited to http/https/mailto/tel, image files png/gif/jpeg/bmp/x-icon (or, given `renderImagePicker`,
 * an image picker followed by an alt text dialog; given `uploadImage`, dropped and pasted image files uploaded, then
 * the same dialog), code-block Tab = two spaces, list autofill, and a 3×3 table button.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorFallback />}>
      <LazyQuillEditor {...props} />
    </Suspense>
  );
}
