import { useFormikContext } from 'formik';
import { useAuthedImage } from '@/shared/images/useAuthedImage';
import { FieldGroup, FieldLabel } from '@/ui/FieldShell';
import { ImageUpload } from '@/ui/ImageUpload';
import type { BlogFormValues } from '@/features/blogs/schema';

/** The optional featured image: a stored upload is shown through the token, a fresh pick as its data URL. */
export function FeaturedImageField({ disabled }: { disabled: boolean }) {
  const { values, errors, setFieldValue } = useFormikContext<BlogFormValues>();
  const shown = useAuthedImage(values.image, 'blogs');
  return (
    <FieldGroup>
      <FieldLabel as="span">Featured image (optional)</FieldLabel>
      <ImageUpload
        value={values.image ? shown.src : null}
        onChange={(dataUrl) => void setFieldValue('image', dataUrl)}
        label="Upload featured image"
        alt="Featured image preview"
        disabled={disabled}
        error={errors.image}
      />
    </FieldGroup>
  );
}
