import { useFormikContext } from 'formik';
import { useId } from 'react';
import { FieldError } from '@/ui/FieldError';
import { FieldGroup, FieldLabel, RequiredMark } from '@/ui/FieldShell';
import { RichTextEditor } from '@/ui/RichTextEditor';
import type { BlogFormValues } from '@/features/blogs/schema';

/** The rich-text content, bound to Formik, with its label and error. */
export function ContentField({ disabled, onEdit }: { disabled: boolean; onEdit: () => void }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<BlogFormValues>();
  const id = useId();
  const error = touched.content ? errors.content : undefined;
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
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </FieldGroup>
  );
}
