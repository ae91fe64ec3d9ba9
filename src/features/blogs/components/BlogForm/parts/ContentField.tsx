import { useFormikContext } from 'formik';
import { useId } from 'react';
import { asset } from '@/contract';
import { useBodyImageSource, useEditorImagePicker, useEditorImageUpload } from '@/shared/images/editorImages';
import { FieldError } from '@/ui/FieldError';
import { FieldGroup, FieldLabel, RequiredMark } from '@/ui/FieldShell';
import { RichTextEditor } from '@/ui/RichTextEditor';
import type { BlogFormValues } from '@/features/blogs/schema';

/**
 * The rich-text content, bound to Formik, with its label and error. Its image button opens the media library's picker
 * and asks for the image's alt text; an image dropped or pasted into it is uploaded to the library the same way; images
 * of the library are shown through the session's token.
 */
export function ContentField({
  disabled,
  onEdit,
  onImagesPendingChange,
}: {
  disabled: boolean;
  onEdit: () => void;
  /** Told when dropped or pasted images start and stop being on their way into the text. */
  onImagesPendingChange?: (pending: boolean) => void;
}) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<BlogFormValues>();
  const id = useId();
  const error = touched.content ? errors.content : undefined;
  const renderImagePicker = useEditorImagePicker();
  const resolveImageSrc = useBodyImageSource();
  const uploadImage = useEditorImageUpload();
  return (
    <FieldGroup>
      <FieldLabel as="span" id={`${id}-label`}>
        Content
        <RequiredMark aria-hidden="true">*</RequiredMark>
      </FieldLabel>
      <RichTextEditor
        value={values.content}
        onChange={(html) => {
          onEdit();
          void setFieldValue('content', html);
          void setFieldTouched('content', true, false);
        }}
        readOnly={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        invalid={Boolean(error)}
        renderImagePicker={renderImagePicker}
        uploadImage={uploadImage}
        onImagesPendingChange={onImagesPendingChange}
        resolveImageSrc={resolveImageSrc}
        imageAltMax={asset.fields.alt.max}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </FieldGroup>
  );
}
