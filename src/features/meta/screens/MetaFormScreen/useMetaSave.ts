import type { FormikHelpers } from 'formik';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { conflictCurrent, serverFieldErrors, type ServerFields } from '@/shared/forms/serverFieldErrors';
import { isDataUrl } from '@/shared/images/resolveImageUrl';
import { createMetaAtom, updateMetaAtom } from '../../atoms';
import type { MetaFormValues } from '../../components/MetaForm';
import { metaFromServer } from '../../mappers';
import { metaSaveBanner } from '../../messages';
import type { Meta, ServerMeta } from '../../types';

/** Server fields → form fields and their words on screen. */
const SERVER_FIELDS: ServerFields<MetaFormValues> = {
  metaTitle: { field: 'metaTitle', label: 'Meta title' },
  metaDescription: { field: 'metaDescription', label: 'Meta description' },
  pageMeta: { field: 'pageMeta', label: 'Page' },
  metaUrl: { field: 'metaUrl', label: 'Meta URL', duplicate: 'A meta entry for this URL already exists.' },
  image: { field: 'image', label: 'Image' },
};

const trimmed = (values: MetaFormValues) => ({
  metaTitle: values.metaTitle.trim(),
  metaDescription: values.metaDescription.trim(),
  pageMeta: values.pageMeta.trim(),
  metaUrl: values.metaUrl.trim(),
});

/**
 * Create or update (spec §5, §7). Update sends the non-empty fields with changer, changedDate and the loaded
 * `version`; the image only when a new one was picked (or `removeImage` when it was removed). A 409 with the
 * server's current record becomes a conflict: nothing is overwritten and the admin's text stays.
 */
export function useMetaSave(loaded: Meta | null, onSaved: (meta: Meta) => void) {
  const create = useSetAtom(createMetaAtom);
  const update = useSetAtom(updateMetaAtom);
  const [banner, setBanner] = useState<string | null>(null);
  const [base, setBase] = useState<Meta | null>(loaded);
  const [conflict, setConflict] = useState<Meta | null>(null);
  const mode: 'create' | 'edit' = loaded ? 'edit' : 'create';

  const submit = async (values: MetaFormValues, helpers: FormikHelpers<MetaFormValues>): Promise<boolean> => {
    setBanner(null);
    const fields = trimmed(values);
    const outcome = base
      ? await update({
          id: base.id,
          update: {
            ...fields,
            version: base.version,
            image: isDataUrl(values.image) ? values.image : undefined,
            removeImage: Boolean(base.image) && !values.image,
          },
        })
      : await create({ ...fields, image: values.image });
    if (outcome.ok) {
      setConflict(null);
      onSaved(outcome.data);
      return true;
    }
    const current = conflictCurrent(outcome.error);
    if (current) {
      setConflict(metaFromServer(current as ServerMeta));
      return false;
    }
    helpers.setErrors(serverFieldErrors(outcome.error, SERVER_FIELDS));
    setBanner(metaSaveBanner(outcome.error, mode));
    return false;
  };

  return {
    mode,
    banner,
    conflict,
    submit,
    clearBanner: () => setBanner(null),
    /** Takes their version as the base; returns it so the form can show it. */
    acceptTheirs: (): Meta | null => {
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
