import { getIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Work a field has in hand (an image still being read, an image still uploading into the text): a save pressed
 * meanwhile would leave its result out, so the form holds the save and the field says why.
 */
export interface FieldWork {
  /** Marks `field` busy (saying `message` if a save comes meanwhile) or done. */
  set(field: string, message: string, busy: boolean): void;
  /** The busy fields' messages, or null when none is busy. */
  held(): Record<string, string> | null;
  /** Calls `done` when a field's work is done, until the returned function is called. */
  listen(done: (field: string, message: string) => void): () => void;
}

const FieldWorkContext = createContext<FieldWork | null>(null);

function createFieldWork(): FieldWork {
  const busy = new Map<string, string>();
  const listeners = new Set<(field: string, message: string) => void>();
  return {
    set(field, message, on) {
      if (on) busy.set(field, message);
      else if (busy.delete(field)) for (const done of listeners) done(field, message);
    },
    held: () => (busy.size ? Object.fromEntries(busy) : null),
    listen(done) {
      listeners.add(done);
      return () => void listeners.delete(done);
    },
  };
}

/** The form's register of its fields' work (one per form, kept across renders). */
export const useFieldWorkRegister = (): FieldWork => useState(createFieldWork)[0];

/**
 * Holds a save while a field's work is in hand: each busy field shows its message as its error (the form reveals it
 * as a failed save) and nothing is sent. True when held.
 */
export function holdSave<V>(work: FieldWork, helpers: FormikHelpers<V>): boolean {
  const held = work.held();
  if (!held) return false;
  helpers.setErrors(held as FormikErrors<V>);
  for (const field of Object.keys(held)) void helpers.setFieldTouched(field, true, false);
  return true;
}

/** Gives the form's fields its register; inside the Formik form, so that a field's message goes once its work is done. */
export function FieldWorkScope({ work, children }: { work: FieldWork; children: ReactNode }) {
  const { errors, validateForm } = useFormikContext();
  useEffect(
    () =>
      work.listen((field, message) => {
        if (getIn(errors, field) === message) void validateForm();
      }),
    [work, errors, validateForm],
  );
  return <FieldWorkContext.Provider value={work}>{children}</FieldWorkContext.Provider>;
}

/** Reports `field`'s work in hand to its form (nothing outside a form). */
export function useFieldWork(field: string, message: string): (busy: boolean) => void {
  const work = useContext(FieldWorkContext);
  return useCallback((busy: boolean) => work?.set(field, message, busy), [work, field, message]);
}
