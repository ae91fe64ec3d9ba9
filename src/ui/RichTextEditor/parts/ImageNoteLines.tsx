import { EditorNote, EditorProgress, EditorProgressBar } from './EditorFrame.styles';
import type { ImageNotes } from './useDroppedImages';

/**
 * The lines under the editor about dropped and pasted images: the upload under way (a polite status, with an
 * indeterminate bar: no value), and what was refused, failed or left out (an alert). Empty, they take no room.
 */
export function ImageNoteLines({ progress, problem }: ImageNotes) {
  return (
    <>
      <EditorProgress role="status">
        {progress ? (
          <>
            <EditorProgressBar role="progressbar" aria-label={progress} />
            <span>{progress}</span>
          </>
        ) : null}
      </EditorProgress>
      <EditorNote role="alert">{problem}</EditorNote>
    </>
  );
}
