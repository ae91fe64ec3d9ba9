import type { FormikErrors } from 'formik';
import { useSetAtom, type WritableAtom } from 'jotai';
import { useState } from 'react';
import type { WriteOutcome } from '../query/defineWrite';
import { isApiError } from '../api/ApiError';
import { useToast } from '../toast';
import { conflictCurrent, serverFieldErrors, type ServerFields } from './serverFieldErrors';
import { useReportDirty, useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** A record saved against the `version` it was loaded at (docs/api.md#conventions: 409 when stale). */
export interface VersionedRecord {
  version: number;
}

/** A write action atom of `defineWrite` (`set(atom, vars)` → outcome; never throws). */
export type WriteAtom<R, Vars> = WritableAtom<null, [Vars], Promise<WriteOutcome<R>>>;

/** What differs per record type; the save path itself is the same for all of them. */
export interface VersionedSaveConfig<R extends VersionedRecord, V extends object, C = never, U = never> {
  create: WriteAtom<R, C>;
  /** The create's variables from the form's values. */
  createVars: (values: V) => C;
  update: WriteAtom<R, U>;
  /** The update's variables: the values against `base` (its id, its `version`). */
  updateVars: (values: V, base: R) => U;
  /** The record a 409 carries as `current`, in the screen's shape. */
  fromServer: (current: never) => R;
  /** The failure banner of a save that did not go through (docs/panel.md#messages texts). */
  banner: (error: unknown, mode: 'create' | 'edit') => string;
  /** The API's field names → the form's fields and words (from the contract). */
  fields: ServerFields<V>;
  /** True when the values say what `base` says: the save is skipped and counts as done. */
  unchanged?: (values: V, base: R) => boolean;
  /** The toast of a save that went through, e.g. `Category "News" created.` (none when nothing was sent). */
  savedToast?: (record: R, mode: 'create' | 'edit') => string;
}

/** Checks a record type's save configuration (its atoms take what its `*Vars` make) and erases the variables' types. */
export const versionedSave = <R extends VersionedRecord, V extends object, C, U>(
  config: VersionedSaveConfig<R, V, C, U>,
): VersionedSaveConfig<R, V> => config as unknown as VersionedSaveConfig<R, V>;

export interface VersionedSaveOptions<R extends VersionedRecord> {
  /** The record being edited; null to create one. */
  loaded: R | null;
  /** Whether the form has unsaved changes: the tab asks before closing and the route hears about it. */
  dirty: boolean;
  /** Told whether the form has unsaved changes (the route's leave guard); told `false` once saved. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Called with the saved record. */
  onSaved: (record: R) => void;
}

/** Where the form's field errors go (Formik's helpers or the form itself). */
export interface FieldErrorSink<V> {
  setErrors: (errors: FormikErrors<V>) => void;
}

/**
 * The one save path of every versioned form (blog, category, meta; docs/panel.md#validation,
 * docs/panel.md#calls-and-bodies, docs/panel.md#messages): create or update against the loaded `version`; a 409 with
 * the server's current record becomes a conflict (nothing is overwritten, the admin's text stays, and `base` moves to
 * their version once the admin picks Reload or Keep editing); any other failure puts the server's field errors under
 * their fields in the form's words and shows the spec's banner. While the form is dirty the tab asks before closing and
 * the route's leave guard is told; a save reports the form clean.
 */
export function useVersionedSave<R extends VersionedRecord, V extends object>(
  config: VersionedSaveConfig<R, V>,
  { loaded, dirty, onDirtyChange, onSaved }: VersionedSaveOptions<R>,
) {
  const create = useSetAtom(config.create);
  const toast = useToast();
  const update = useSetAtom(config.update);
  const [banner, setBanner] = useState<string | null>(null);
  const [base, setBase] = useState<R | null>(loaded);
  const [conflict, setConflict] = useState<R | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const mode: 'create' | 'edit' = loaded ? 'edit' : 'create';
  useUnsavedChangesGuard(dirty && !saved && !busy);
  useReportDirty(dirty && !saved, onDirtyChange);

  const done = (record: R) => {
    setSaved(true);
    onDirtyChange?.(false);
    onSaved(record);
    return true;
  };

  /** Resolves true when saved (or when nothing changed), false when the save failed or met a conflict. */
  const submit = async (values: V, form: FieldErrorSink<V>): Promise<boolean> => {
    setBanner(null);
    if (base && config.unchanged?.(values, base)) return done(base);
    setBusy(true);
    const outcome = await (base ? update(config.updateVars(values, base)) : create(config.createVars(values))).finally(
      () => setBusy(false),
    );
    if (outcome.ok) {
      setConflict(null);
      // Every write that went through says so: the form is gone once the list shows, and a list alone is no receipt.
      if (config.savedToast) toast.show({ message: config.savedToast(outcome.data, mode) });
      return done(outcome.data);
    }
    const current = conflictCurrent(outcome.error);
    if (current) {
      setConflict(config.fromServer(current as never));
      return false;
    }
    const fieldErrors = serverFieldErrors(outcome.error, config.fields);
    form.setErrors(fieldErrors);
    setBanner(conflictBanner(outcome.error, fieldErrors, mode) ?? config.banner(outcome.error, mode));
    return false;
  };

  const settle = () => {
    const theirs = conflict;
    setBase(theirs);
    setConflict(null);
    return theirs;
  };

  return {
    mode,
    /** The failure banner's text, or null. */
    banner,
    /** The other person's version after a 409, until the admin decides. */
    conflict,
    /** The record the next update is made against (its `version`). */
    base,
    submit,
    clearBanner: () => setBanner(null),
    /** Takes their version as the base; returns it so the form can show it. */
    acceptTheirs: (): R | null => settle(),
    /** Keeps the admin's text; the next save goes against their version. */
    keepMine: () => void settle(),
  };
}

export type VersionedSave<R extends VersionedRecord, V extends object> = ReturnType<typeof useVersionedSave<R, V>>;

/**
 * The banner of a 409 that names its fields (a name, a blog ID or a URL already taken): what is wrong, in the fields'
 * own words, since "Please try again." cannot help with a conflict. Null for any other failure.
 */
function conflictBanner(error: unknown, fieldErrors: object, mode: 'create' | 'edit'): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const messages = Object.values(fieldErrors).filter((message): message is string => typeof message === 'string');
  if (messages.length === 0) return null;
  return `${mode === 'create' ? 'Not created' : 'Not updated'}: ${messages.join(' ')}`;
}
