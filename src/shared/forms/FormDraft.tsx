import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';
import { DateTime } from '../../ui/DateTime';
import { DraftRecoveryBanner } from '../../ui/DraftRecoveryBanner';
import { useFormDraft } from './useFormDraft';

export interface FormDraftProps {
  /** The draft's key, e.g. `meta:create` or `category:edit:4`. */
  draftKey: string;
  /** Set to the draft's `clear`, which the form calls after a successful save. */
  clearRef: RefObject<(() => void) | null>;
  /** IANA time zone of the draft's time; the viewer's own when omitted. */
  timeZone?: string;
}

/**
 * Inside a Formik form: keeps a local draft of its values and offers it back (Restore draft / Discard) after a crash,
 * an expired session or a closed tab. The form calls `clearRef.current()` once saved, so a saved draft is never
 * offered again.
 */
export function FormDraft<T>({ draftKey, clearRef, timeZone }: FormDraftProps) {
  const { values, setValues } = useFormikContext<T>();
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
