import type { FormikProps, FormikTouched } from 'formik';
import { useCallback, type FormEvent } from 'react';
import { INVALID_FIELDS_MESSAGE, useSubmitFeedback } from './useSubmitFeedback';

/** The banner of a submit with an empty required field (docs/panel.md#validation). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** The summary of a submit that failed validation: the spec's text when a field with an error is empty. */
export function validationSummary(errors: object, values: object): string {
  const record = values as Record<string, unknown>;
  const missing = Object.keys(errors).some((field) => {
    const value = record[field];
    return typeof value === 'string' ? value.trim() === '' : value === null || value === undefined;
  });
  return missing ? REQUIRED_FIELDS_MESSAGE : INVALID_FIELDS_MESSAGE;
}

/**
 * A Formik form's submit with the shared failure feedback (`useSubmitFeedback`): an invalid submit marks every field
 * touched (so their own messages show), shows "Please fill in all required fields" (or, when nothing is empty,
 * "Please fix the highlighted fields"), announces it and focuses the first invalid field. A save the form's
 * `onSubmit` reports as failed (`false`) is revealed the same way: the first field the server blamed, else the banner.
 * `onEdit` (give it to `FormWatcher`) clears the banner and calls the screen's.
 */
export function useRequiredFieldsSubmit<T extends object>(formik: FormikProps<T>, onEdit: () => void) {
  const feedback = useSubmitFeedback();
  const { validateForm, setTouched, submitForm, values } = formik;
  const { fail, clear } = feedback;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (async () => {
      const errors = await validateForm();
      if (Object.keys(errors).length === 0) {
        clear();
        const outcome: unknown = await submitForm();
        if (outcome === false) fail(null);
        return;
      }
      const touched = Object.fromEntries(Object.keys(values).map((key) => [key, true])) as FormikTouched<T>;
      await setTouched(touched, false);
      fail(validationSummary(errors, values));
    })();
  };

  const edited = useCallback(() => {
    clear();
    onEdit();
  }, [clear, onEdit]);

  return {
    banner: feedback.summary,
    /** Key of the banner: a new failed attempt announces it again. */
    attempt: feedback.attempt,
    formRef: feedback.formRef,
    handleSubmit,
    onEdit: edited,
  };
}
