import { useFormikContext } from 'formik';
import { useId } from 'react';
import { FieldError } from '../../../../../ui/FieldError';
import { RichTextEditor } from '../../../../../ui/RichTextEditor';
import type { BlogFormValues } from '../../../schema';
import { FieldLabel } from '../BlogForm.styles';

/** The rich-text content, bound to Formik, with its label and error. */
export function ContentField({ disabled, onEdit }: { disabled: boolean; onEdit: () => void }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<BlogFormValues>();
  const id = useId();
  const error = touched.content ? errors.content : undefined;
  return (
    <div>
      <FieldLabel id={`${id}-label`}>Content *</FieldLabel>
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
    </div>
  );
}
