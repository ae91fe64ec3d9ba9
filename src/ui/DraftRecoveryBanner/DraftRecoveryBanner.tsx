import type { ReactNode } from 'react';
import { ActionBanner } from '../ActionBanner';
import { Note } from './DraftRecoveryBanner.styles';

export interface DraftRecoveryBannerProps {
  /** When the draft was last kept, already formatted (e.g. a `<DateTime>`); omitted when unknown. */
  savedAt?: ReactNode;
  /** Puts the draft's values back into the form. */
  onRestore: () => void;
  /** Throws the draft away and keeps what the form shows. */
  onDiscard: () => void;
  /** What restoring will not bring back as it was (a category deleted since), said before the choice. */
  note?: ReactNode;
}

/** Offers back a locally kept draft of a form (after a crash, an expired session or a closed tab). */
export function DraftRecoveryBanner({ savedAt, onRestore, onDiscard, note }: DraftRecoveryBannerProps) {
  return (
    <ActionBanner
      tone="info"
      role="status"
      title="You have unsaved changes from an earlier visit."
      message={
        <>
          {savedAt ? (
            <>Draft kept on this device {savedAt}. Restore it to continue where you left off.</>
          ) : (
            'A draft was kept on this device. Restore it to continue where you left off.'
          )}
          {note ? <Note>{note}</Note> : null}
        </>
      }
      actions={[
        { label: 'Discard', onClick: onDiscard, secondary: true },
        { label: 'Restore draft', onClick: onRestore },
      ]}
    />
  );
}
