import { useFormikContext } from 'formik';
import { ChooseFromLibrary } from '@/shared/images/imagePicker';
import { useAuthedImage } from '@/shared/images/useAuthedImage';
import { usePreviewValue } from '@/shared/images/useLibraryImage';
import { FieldGroup, FieldLabel } from '@/ui/FieldShell';
import { useFieldWork } from '@/shared/forms/fieldWork';
import { IMAGE_READING_MESSAGE } from '@/lib/imagePolicy';
import { ImageUpload } from '@/ui/ImageUpload';
import type { BlogFormValues } from '@/features/blogs/schema';

/**
 * The optional featured image: an upload (a data URL until saved) or an image chosen from the media library (sent as
 * `imageId`); a stored one is shown through the token. Either choice replaces the other.
 */
export function FeaturedImageField({ disabled }: { disabled: boolean }) {
  const { values, errors, setFieldValue } = useFormikContext<BlogFormValues>();
  const shown = useAuthedImage(usePreviewValue(values.image, values.imageId), 'blogs');
  const reading = useFieldWork('image', IMAGE_READING_MESSAGE);
  return (
    <FieldGroup>
      <FieldLabel as="span">Featured image (optional)</FieldLabel>
      <ImageUpload
        value={values.image || values.imageId ? shown.src : null}
        onReadingChange={reading}
        onChange={(dataUrl) => {
          void setFieldValue('image', dataUrl);
          void setFieldValue('imageId', null);
        }}
        label="Upload featured image"
        alt="Featured image preview"
        disabled={disabled}
        error={errors.image}
      />
      <ChooseFromLibrary
        title="Choose the featured image"
        disabled={disabled}
        onChoose={(image) => {
          void setFieldValue('image', image.path);
          void setFieldValue('imageId', image.id);
        }}
      />
    </FieldGroup>
  );
}
