import { useRef, useState, type DragEvent } from 'react';

/** Drag-over state and handlers for a drop target; nested children do not make the highlight flicker. */
export function useDropTarget(disabled: boolean, onFiles: (files: File[]) => void) {
  const [dragOver, setDragOver] = useState(false);
  const depth = useRef(0);

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

  return {
    dragOver,
    onDragEnter(event: DragEvent) {
      if (disabled || !hasFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragOver(true);
    },
    onDragOver(event: DragEvent) {
      if (disabled || !hasFiles(event)) return;
      // Without this the browser refuses the drop (and would open the file instead).
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave(event: DragEvent) {
      if (disabled || !hasFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragOver(false);
    },
    onDrop(event: DragEvent) {
      event.preventDefault();
      depth.current = 0;
      setDragOver(false);
      if (disabled) return;
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length > 0) onFiles(files);
    },
  };
}
