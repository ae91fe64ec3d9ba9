import type { FormikHelpers } from 'formik';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { conflictCurrent, serverFieldErrors, type ServerFields } from '@/shared/forms/serverFieldErrors';
import { createCategoryAtom, updateCategoryAtom } from '../../atoms';
import { categoryFromServer } from '../../mappers';
import { categorySaveBanner } from '../../messages';
import type { Category, CategoryInput, ServerCategory } from '../../types';

/** Server fields → form fields and their words on screen. */
const SERVER_FIELDS: ServerFields<CategoryInput> = {
  category: { field: 'name', label: 'Name', duplicate: 'A category with this name already exists.' },
  categoryDescription: { field: 'description', label: 'Description' },
  categoryUrl: { field: 'categoryUrl', label: 'Category URL' },
};

/**
 * Create or update (spec §5, §7): create sends the three fields; update sends only the changed name and description
 * with the loaded `version`. A 409 with the server's current record becomes a conflict: nothing is overwritten, the
 * admin's text stays, and `base` moves to their version once the admin decides.
 */
export function useCategorySave(loaded: Category | null, onSaved: (category: Category) => void) {
  const create = useSetAtom(createCategoryAtom);
  const update = useSetAtom(updateCategoryAtom);
  const [banner, setBanner] = useState<string | null>(null);
  const [base, setBase] = useState<Category | null>(loaded);
  const [conflict, setConflict] = useState<Category | null>(null);
  const mode: 'create' | 'edit' = loaded ? 'edit' : 'create';

  /** Resolves true when saved (or when nothing changed), false when the save failed or met a conflict. */
  const submit = async (values: CategoryInput, helpers: FormikHelpers<CategoryInput>): Promise<boolean> => {
    setBanner(null);
    const next = { name: values.name.trim(), description: values.description.trim() };
    if (base && next.name === base.name && next.description === base.description) {
      onSaved(base);
      return true;
    }
    const outcome = base
      ? await update({ original: base, next })
      : await create({ ...next, categoryUrl: values.categoryUrl.trim() });
    if (outcome.ok) {
      setConflict(null);
      onSaved(outcome.data);
      return true;
    }
    const current = conflictCurrent(outcome.error);
    if (current) {
      setConflict(categoryFromServer(current as ServerCategory));
      return false;
    }
    helpers.setErrors(serverFieldErrors(outcome.error, SERVER_FIELDS));
    setBanner(categorySaveBanner(outcome.error, mode));
    return false;
  };

  return {
    mode,
    banner,
    conflict,
    submit,
    clearBanner: () => setBanner(null),
    /** Takes their version as the base; returns it so the form can show it. */
    acceptTheirs: (): Category | null => {
      setBase(conflict);
      setConflict(null);
      return conflict;
    },
    /** Keeps the admin's text; the next save goes against their version. */
    keepMine: () => {
      setBase(conflict);
      setConflict(null);
    },
  };
}
