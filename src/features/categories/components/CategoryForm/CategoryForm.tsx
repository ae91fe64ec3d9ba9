import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { FormDraft } from '@/shared/forms/FormDraft';
import { FormWatcher } from '@/shared/forms/FormWatcher';
import { useRequiredFieldsSubmit } from '@/shared/forms/useRequiredFieldsSubmit';
import { Button } from '@/ui/Button';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { FormTextAreaField } from '@/ui/TextAreaField';
import { FormTextField, TextField } from '@/ui/TextField';
import { categoryCreateSchema, categoryUpdateSchema } from '../../schema';
import type { CategoryInput } from '../../types';
import { Banners, Buttons, FormBody } from './CategoryForm.styles';

export interface CategoryFormProps {
  /** `create` sends all three fields; `edit` shows categoryUrl read-only and never sends it. */
  mode: 'create' | 'edit';
  /** The starting values (the loaded category on edit). */
  initialValues: CategoryInput;
  /** Saves; resolves true when saved (the local draft is then dropped). The form shows "Creating..." / "Updating..." meanwhile. */
  onSubmit: (values: CategoryInput, helpers: FormikHelpers<CategoryInput>) => Promise<boolean>;
  /** The save failure banner text, or null. */
  banner: string | null;
  /** Called when the admin edits a field (the banner clears, spec §5). */
  onEdit: () => void;
  /** Called with the form's dirtiness. */
  onDirtyChange: (dirty: boolean) => void;
  /** Called by Cancel. */
  onCancel: () => void;
  /** Key of the local draft, e.g. `category:create` or `category:edit:4`. */
  draftKey: string;
  /** Banners above the fields, e.g. a conflict. */
  notices?: ReactNode;
  /** IANA time zone of the draft's time; the viewer's own when omitted. */
  timeZone?: string;
  /** Access to the Formik form (the screen resets it on a conflict reload). */
  formRef?: Ref<FormikProps<CategoryInput>>;
}

/** The category form on Formik + Yup: name, description and categoryUrl (read-only on edit), with a local draft. */
export function CategoryForm(props: CategoryFormProps) {
  const { mode, initialValues, onSubmit, formRef } = props;
  const clearDraft = useRef<(() => void) | null>(null);
  const submit = async (values: CategoryInput, helpers: FormikHelpers<CategoryInput>) => {
    const saved = await onSubmit(values, helpers);
    if (saved) clearDraft.current?.();
    return saved;
  };
  return (
    <Formik
      innerRef={formRef}
      initialValues={initialValues}
      validationSchema={mode === 'create' ? categoryCreateSchema : categoryUpdateSchema}
      onSubmit={submit}
    >
      {(formik) => <CategoryFormBody {...props} formik={formik} clearDraft={clearDraft} />}
    </Formik>
  );
}

type BodyProps = CategoryFormProps & {
  formik: FormikProps<CategoryInput>;
  clearDraft: RefObject<(() => void) | null>;
};

function CategoryFormBody({
  mode,
  initialValues,
  banner,
  onEdit,
  onDirtyChange,
  onCancel,
  draftKey,
  notices,
  timeZone,
  formik,
  clearDraft,
}: BodyProps) {
  const { formRef, attempt, handleSubmit, onEdit: edited, banner: summary } = useRequiredFieldsSubmit(formik, onEdit);
  const busy = formik.isSubmitting;
  const create = mode === 'create';
  const shown = summary ?? banner;
  return (
    <FormBody
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-label={create ? 'Create category' : 'Edit category'}
    >
      <FormWatcher onEdit={edited} onDirty={onDirtyChange} />
      <Banners>
        <FormDraft<CategoryInput> draftKey={draftKey} clearRef={clearDraft} timeZone={timeZone} />
        {notices}
        {shown ? <ErrorBanner key={attempt} message={shown} /> : null}
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
