import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import type { ReactNode, Ref } from 'react';
import { FormWatcher } from '../../../../shared/forms/FormWatcher';
import { useRequiredFieldsSubmit } from '../../../../shared/forms/useRequiredFieldsSubmit';
import { Button } from '../../../../ui/Button';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { FormTextAreaField } from '../../../../ui/TextAreaField';
import { FormTextField, TextField } from '../../../../ui/TextField';
import { categoryCreateSchema, categoryUpdateSchema } from '../../schema';
import type { CategoryInput } from '../../types';
import { Banners, Buttons, FormBody } from './CategoryForm.styles';

export interface CategoryFormProps {
  /** `create` sends all three fields; `edit` shows categoryUrl read-only and never sends it. */
  mode: 'create' | 'edit';
  /** The starting values (the loaded category on edit). */
  initialValues: CategoryInput;
  /** Saves; resolves when done (the form shows "Creating..." / "Updating..." meanwhile). */
  onSubmit: (values: CategoryInput, helpers: FormikHelpers<CategoryInput>) => Promise<void>;
  /** The save failure banner text, or null. */
  banner: string | null;
  /** Called when the admin edits a field (the banner clears, spec §5). */
  onEdit: () => void;
  /** Called with the form's dirtiness. */
  onDirtyChange: (dirty: boolean) => void;
  /** Called by Cancel. */
  onCancel: () => void;
  /** Banners above the fields, e.g. a conflict. */
  notices?: ReactNode;
  /** Access to the Formik form (the screen resets it on a conflict reload). */
  formRef?: Ref<FormikProps<CategoryInput>>;
}

/** The category form on Formik + Yup: name, description and categoryUrl (read-only on edit). */
export function CategoryForm(props: CategoryFormProps) {
  const { mode, initialValues, onSubmit, formRef } = props;
  return (
    <Formik
      innerRef={formRef}
      initialValues={initialValues}
      validationSchema={mode === 'create' ? categoryCreateSchema : categoryUpdateSchema}
      onSubmit={onSubmit}
    >
      {(formik) => <CategoryFormBody {...props} formik={formik} />}
    </Formik>
  );
}

function CategoryFormBody({
  mode,
  initialValues,
  banner,
  onEdit,
  onDirtyChange,
  onCancel,
  notices,
  formik,
}: CategoryFormProps & { formik: FormikProps<CategoryInput> }) {
  const required = useRequiredFieldsSubmit(formik, onEdit);
  const busy = formik.isSubmitting;
  const create = mode === 'create';
  const shown = required.banner ?? banner;
  return (
    <FormBody noValidate onSubmit={required.handleSubmit} aria-label={create ? 'Create category' : 'Edit category'}>
      <FormWatcher onEdit={required.onEdit} onDirty={onDirtyChange} />
      <Banners>
        {notices}
        {shown ? <ErrorBanner message={shown} /> : null}
      </Banners>
      <FormTextField name="name" label="Name" required disabled={busy} autoComplete="off" />
      <FormTextAreaField name="description" label="Description" required disabled={busy} rows={4} />
      {create ? (
        <FormTextField
          name="categoryUrl"
          label="Category URL"
          required
          disabled={busy}
          hint="A path like /blog/news or a full http(s) address."
          autoComplete="off"
        />
      ) : (
        <TextField
          label="Category URL"
          value={initialValues.categoryUrl}
          readOnly
          hint="Set when the category was created; it is not changed here."
        />
      )}
      <Buttons>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? (create ? 'Creating...' : 'Updating...') : create ? 'Create Category' : 'Update Category'}
        </Button>
      </Buttons>
    </FormBody>
  );
}
