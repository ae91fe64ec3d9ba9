import type { FormikProps, FormikTouched } from 'formik';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';

/** The spec's banner of a submit with an empty required field (§5). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/**
 * A form's submit with the spec's required-fields banner (§5): an invalid submit marks every field touched (so their
 * own messages show), focuses the first invalid one and, when a field with an error is empty, shows
 * "Please fill in all required fields". `onEdit` (give it to `FormWatcher`) clears the banner and calls the screen's.
 */
export function useRequiredFieldsSubmit<T extends object>(formik: FormikProps<T>, onEdit: () => void) {
  const [banner, setBanner] = useState<string | null>(null);
  const { validateForm, setTouched, submitForm, values } = formik;
  const formRef = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // Once React has rendered the fields invalid, the first one takes focus.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    void (async () => {
      const errors = await validateForm();
      const fields = Object.keys(errors);
      if (fields.length === 0) {
        setBanner(null);
        await submitForm();
        return;
      }
      const touched = Object.fromEntries(Object.keys(values).map((key) => [key, true])) as FormikTouched<T>;
      await setTouched(touched, false);
      const record = values as Record<string, unknown>;
      const missing = fields.some((field) => {
        const value = record[field];
        return typeof value === 'string' ? value.trim() === '' : value === null || value === undefined;
      });
      setBanner(missing ? REQUIRED_FIELDS_MESSAGE : null);
      setFocusRequest((count) => count + 1);
    })();
  };

  const edited = useCallback(() => {
    setBanner(null);
    onEdit();
  }, [onEdit]);

  return { banner, handleSubmit, onEdit: edited };
}
