import { useField } from 'formik';
import { ChooseFromLibrary } from '@/shared/images/imagePicker';
import { useAuthedImage } from '@/shared/images/useAuthedImage';
import { usePreviewValue } from '@/shared/images/useLibraryImage';
import { FieldGroup, FieldLabel } from '@/ui/FieldShell';
import { useFieldWork } from '@/shared/forms/fieldWork';
import { IMAGE_READING_MESSAGE } from '@/lib/imagePolicy';
import { ImageUpload } from '@/ui/ImageUpload';

/**
 * The optional image (docs/panel.md#validation): an upload (a data URL until saved) or an image chosen from the media
 * library (sent as `imageId`); a stored one is fetched with the token for its preview. Either choice replaces the other.
 */
export function MetaImageField({ disabled }: { disabled: boolean }) {
  const [field, meta, helpers] = useField<string | null>('image');
  const [idField, , idHelpers] = useField<number | null | undefined>('imageId');
  const { src } = useAuthedImage(usePreviewValue(field.value, idField.value), 'meta');
  const reading = useFieldWork('image', IMAGE_READING_MESSAGE);
  return (
    <FieldGroup>
      <FieldLabel as="span">Image (optional)</FieldLabel>
      <ImageUpload
        label="Upload meta image"
        alt="Meta image preview"
        value={field.value || typeof idField.value === 'number' ? src : null}
        disabled={disabled}
        error={meta.error}
        onReadingChange={reading}
        onChange={(dataUrl) => {
          void helpers.setValue(dataUrl);
          void idHelpers.setValue(null);
        }}
      />
      <ChooseFromLibrary
        title="Choose the meta image"
        disabled={disabled}
        onChoose={(image) => {
          void helpers.setValue(image.path);
          void idHelpers.setValue(image.id);
        }}
      />
    </FieldGroup>
  );
}
