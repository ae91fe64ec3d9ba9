import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

export interface FormWatcherProps {
  /** Called after the admin changes a value (not on the first render). */
  onEdit: () => void;
  /** Called with Formik's `dirty` whenever it changes. */
  onDirty: (dirty: boolean) => void;
}

/** Reports edits and dirtiness of the enclosing Formik form (the banner clears on edit, docs/panel.md#validation). */
export function FormWatcher({ onEdit, onDirty }: FormWatcherProps) {
  const { values, dirty } = useFormikContext();
  const seen = useRef(values);
  const edit = useRef(onEdit);
  useEffect(() => {
    edit.current = onEdit;
  }, [onEdit]);
  useEffect(() => {
    if (values === seen.current) return;
    seen.current = values;
    edit.current();
  }, [values]);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  return null;
}
