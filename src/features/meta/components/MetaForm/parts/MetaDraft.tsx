import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';
import { useFormDraft } from '../../../../../shared/forms/useFormDraft';
import { DateTime } from '../../../../../ui/DateTime';
import { DraftRecoveryBanner } from '../../../../../ui/DraftRecoveryBanner';
import type { MetaFormValues } from '../MetaForm';

interface MetaDraftProps {
  /** The draft's key, e.g. `meta:create` or `meta:edit:4`. */
  draftKey: string;
  /** Set to the draft's `clear`, which the form calls after a successful save. */
  clearRef: RefObject<(() => void) | null>;
  timeZone?: string;
}

/** Keeps a local draft of the form and offers it back after a crash, an expired session or a closed tab. */
export function MetaDraft({ draftKey, clearRef, timeZone }: MetaDraftProps) {
  const { values, setValues } = useFormikContext<MetaFormValues>();
  const draft = useFormDraft(draftKey, values);
  const { clear } = draft;
  useEffect(() => {
    clearRef.current = clear;
  }, [clear, clearRef]);
  if (!draft.offered) return null;
  return (
    <DraftRecoveryBanner
      savedAt={<DateTime value={draft.offered.savedAt} timeZone={timeZone} />}
      onRestore={() => {
        const restored = draft.restore();
        if (restored) void setValues(restored, true);
      }}
      onDiscard={draft.discard}
    />
  );
}
