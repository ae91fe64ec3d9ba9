import type { FormDraft } from '@/shared/forms/useFormDraft';
import { ConflictBanner } from '@/ui/ConflictBanner';
import { DateTime } from '@/ui/DateTime';
import { DraftRecoveryBanner } from '@/ui/DraftRecoveryBanner';
import type { BlogFormValues } from '@/features/blogs/schema';

interface FormNoticesProps {
  draft: FormDraft<BlogFormValues>;
  /** What restoring the draft will not bring back as it was. */
  draftNote?: string;
  onRestore: () => void;
  conflict: boolean;
  onReload: () => void;
  onKeepEditing: () => void;
  timeZone?: string;
}

/** The draft offer and the edit-conflict banner. */
export function FormNotices({
  draft,
  draftNote,
  onRestore,
  conflict,
  onReload,
  onKeepEditing,
  timeZone,
}: FormNoticesProps) {
  return (
    <>
      {draft.offered ? (
        <DraftRecoveryBanner
          savedAt={<DateTime value={draft.offered.savedAt} timeZone={timeZone} />}
          onRestore={onRestore}
          onDiscard={draft.discard}
          note={draftNote}
        />
      ) : null}
      {conflict ? <ConflictBanner onReload={onReload} onKeepEditing={onKeepEditing} /> : null}
    </>
  );
}
