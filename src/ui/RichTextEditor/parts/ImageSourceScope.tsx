import { useLayoutEffect } from 'react';
import { showImagesThrough, type ImageSource } from './quillConfig';

/**
 * Sets how the editor's images are shown (`showImagesThrough`) while mounted. Rendered just before ReactQuill: React
 * runs a component's layout effects before those of the siblings after it, so the source is in place when ReactQuill
 * makes its Quill and loads the content (in its componentDidMount), and no image is loaded by its bare address first.
 */
export function ImageSourceScope({ source }: { source: ImageSource | null }) {
  useLayoutEffect(() => showImagesThrough(source), [source]);
  return null;
}
