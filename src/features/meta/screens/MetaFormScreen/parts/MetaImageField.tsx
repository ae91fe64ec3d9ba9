import { useField } from 'formik';
import { useAuthedImage } from '@/shared/images/useAuthedImage';
import { FieldGroup, FieldLabel } from '@/ui/FieldShell';
import { ImageUpload } from '@/ui/ImageUpload';

/**
 * The optional image (docs/panel.md#validation): a stored one is fetched with the token for its preview; a new pick is
 * a data URL.
 */
export function MetaImageField({ disabled }: { disabled: boolean }) {
  const [field, meta, helpers] = useField<string | null>('image');
  const { src } = useAuthedImage(field.value, 'meta');
  return (
    <FieldGroup>
      <FieldLabel as="span">Image (optional)</FieldLabel>
      <ImageUpload
        label="Upload meta image"
        alt="Meta image preview"
        value={field.value ? src : null}
        disabled={disabled}
        error={meta.error}
        onChange={(dataUrl) => void helpers.setValue(dataUrl)}
      />
    </FieldGroup>
  );
}
