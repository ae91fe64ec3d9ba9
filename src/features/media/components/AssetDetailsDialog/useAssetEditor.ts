import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState } from 'react';
import { asset as assetContract } from '@/contract';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { isApiError } from '@/shared/api/ApiError';
import { contractFields, conflictCurrent, serverFieldErrors } from '@/shared/forms/serverFieldErrors';
import { failureText } from '@/shared/lists/actionError';
import { useToast } from '@/shared/toast';
import { useTrashUndo } from '@/shared/trash';
import { deleteMedia, updateMedia } from '../../api/writeMedia';
import { mediaKeys } from '../../atoms';
import type { Asset, AssetChanges } from '../../types';

/** The details form's values. */
export interface AssetFormValues {
  alt: string;
  caption: string;
  decorative: boolean;
  focalX: number;
  focalY: number;
}

export type AssetFormErrors = Partial<Record<keyof AssetFormValues | 'focal', string>>;

export const valuesOf = (asset: Asset): AssetFormValues => ({
  alt: asset.alt,
  caption: asset.caption,
  decorative: asset.decorative,
  focalX: asset.focalX,
  focalY: asset.focalY,
});

/** The fields the admin changed, as the update call takes them. */
export function changesOf(base: AssetFormValues, values: AssetFormValues): AssetChanges {
  const changes: AssetChanges = {};
  for (const key of Object.keys(values) as (keyof AssetFormValues)[]) {
    if (values[key] !== base[key]) Object.assign(changes, { [key]: values[key] });
  }
  // Decorative images need no alt text: the one written before stays out of what readers get (the server keeps it).
  return changes;
}

/** The limits of the contract, checked before saving (the server checks them again). */
export function validateAsset(values: AssetFormValues): AssetFormErrors {
  const errors: AssetFormErrors = {};
  const { alt, caption } = assetContract.fields;
  if (values.alt.length > alt.max) errors.alt = `Alt text must be at most ${alt.max} characters`;
  if (values.caption.length > caption.max) errors.caption = `Caption must be at most ${caption.max} characters`;
  return errors;
}

const SERVER_FIELDS = contractFields(assetContract);

/** An image's name on screen. */
export const assetLabel = (asset: Pick<Asset, 'originalName' | 'name'>) => asset.originalName || asset.name;

/**
 * Save and trash of one image: the save is made at the version the admin opened (a 409 keeps the admin's values and
 * offers the other version), field errors land under their fields in the form's words, and the trash offers Undo.
 */
export function useAssetEditor(asset: Asset | undefined, onDone: () => void) {
  const client = useAtomValue(apiClientAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const toast = useToast();
  const offerUndo = useTrashUndo();
  const [busy, setBusy] = useState<'save' | 'trash' | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [errors, setErrors] = useState<AssetFormErrors>({});
  const [conflict, setConflict] = useState<Asset | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKeys.all });

  async function save(base: AssetFormValues, values: AssetFormValues, version: number) {
    if (!asset) return;
    const invalid = validateAsset(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy('save');
    setBanner(null);
    try {
      const saved = await updateMedia(client, { id: asset.id, changes: changesOf(base, values), version });
      setConflict(null);
      queryClient.setQueryData(mediaKeys.detail(asset.id), saved);
      await refresh();
      toast.show({ message: `Image "${assetLabel(saved)}" updated.` });
      onDone();
    } catch (error) {
      const current = conflictCurrent(error) as Asset | null;
      if (current) {
        setConflict(current);
      } else {
        const fields = serverFieldErrors<Record<string, unknown>>(error, SERVER_FIELDS) as AssetFormErrors;
        const wire = isApiError(error) ? (error.fieldErrors ?? {}) : {};
        if (wire.focalX || wire.focalY) fields.focal = 'The focal point must be inside the image';
        if (wire.decorative) fields.decorative = 'Decorative must be on or off';
        setErrors(fields);
        setBanner(failureText(error, 'Failed to update the image.'));
      }
    } finally {
      setBusy(null);
    }
  }

  async function trash() {
    if (!asset) return;
    setBusy('trash');
    setBanner(null);
    try {
      await deleteMedia(client, asset.id);
      await refresh();
      offerUndo({ type: 'asset', id: asset.id, label: assetLabel(asset) });
      onDone();
    } catch (error) {
      // In use: the server says by how many posts, and the usage list below shows which.
      setBanner(failureText(error, 'Failed to move the image to the trash.'));
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    banner,
    errors,
    conflict,
    save: (base: AssetFormValues, values: AssetFormValues, version: number) => void save(base, values, version),
    trash: () => void trash(),
    resolveConflict: () => setConflict(null),
    dismissBanner: () => setBanner(null),
  };
}
