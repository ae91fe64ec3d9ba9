import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useRef, type ReactNode, type Ref } from 'react';
import { FormDraft } from '@/shared/forms/FormDraft';
import { FormWatcher } from '@/shared/forms/FormWatcher';
import { useRequiredFieldsSubmit } from '@/shared/forms/useRequiredFieldsSubmit';
import { Button } from '@/ui/Button';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { SearchResultPreview } from '@/ui/SearchResultPreview';
import { FormTextAreaField } from '@/ui/TextAreaField';
import { FormTextField } from '@/ui/TextField';
import { metaSchema } from '../../schema';
import type { MetaInput } from '../../types';
import { Banners, Buttons, Column, Columns, FormBody, FormHeading } from './MetaForm.styles';
import { MetaImageField } from './parts/MetaImageField';

/** The meta form's values; `image` is the stored value, a fresh upload's data URL, or null. */
export type MetaFormValues = Required<Pick<MetaInput, 'metaTitle' | 'metaUrl' | 'pageMeta' | 'metaDescription'>> & {
  image: string | null;
};

export interface MetaFormProps {
  /** `create` or `edit`: the button texts. */
  mode: 'create' | 'edit';
  /** The starting values (the loaded entry on edit). */
  initialValues: MetaFormValues;
  /** Saves; resolves true when saved (the local draft is then dropped). */
  onSubmit: (values: MetaFormValues, helpers: FormikHelpers<MetaFormValues>) => Promise<boolean>;
  /** The save failure banner text, or null. */
  banner: string | null;
  /** Called when the admin edits a field (the banner clears, spec §5). */
  onEdit: () => void;
  /** Called with the form's dirtiness. */
  onDirtyChange: (dirty: boolean) => void;
  /** Called by Cancel. */
  onCancel: () => void;
  /** Key of the local draft, e.g. `meta:create` or `meta:edit:4`. */
  draftKey: string;
  /** Banners above the fields, e.g. a conflict. */
  notices?: ReactNode;
  /** IANA time zone of the draft's time; the viewer's own when omitted. */
  timeZone?: string;
  /** Access to the Formik form (the screen resets it on a conflict reload). */
  formRef?: Ref<FormikProps<MetaFormValues>>;
}

/** The meta form on Formik + Yup, with a live search-result preview and a local draft. */
export function MetaForm(props: MetaFormProps) {
  const clearDraft = useRef<(() => void) | null>(null);
  const submit = async (values: MetaFormValues, helpers: FormikHelpers<MetaFormValues>) => {
    const saved = await props.onSubmit(values, helpers);
    if (saved) clearDraft.current?.();
    return saved;
  };
  return (
    <Formik
      innerRef={props.formRef}
      initialValues={props.initialValues}
      validationSchema={metaSchema}
      onSubmit={submit}
    >
      {(formik) => <MetaFormBody {...props} formik={formik} clearDraft={clearDraft} />}
    </Formik>
  );
}

type BodyProps = MetaFormProps & {
  formik: FormikProps<MetaFormValues>;
  clearDraft: React.RefObject<(() => void) | null>;
};

function MetaFormBody({
  mode,
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
  const { values } = formik;
  return (
    <FormBody ref={formRef} noValidate onSubmit={handleSubmit} aria-label={create ? 'Create meta' : 'Edit meta'}>
      <FormWatcher onEdit={edited} onDirty={onDirtyChange} />
      <Banners>
        <FormDraft<MetaFormValues> draftKey={draftKey} clearRef={clearDraft} timeZone={timeZone} />
        {notices}
        {shown ? <ErrorBanner key={attempt} message={shown} /> : null}
      </Banners>
      <Columns>
        <Column>
          <FormHeading>Page details</FormHeading>
          <FormTextField name="metaTitle" label="Meta Title" required disabled={busy} autoComplete="off" />
          <FormTextAreaField name="metaDescription" label="Meta Description" required disabled={busy} rows={3} />
          <FormTextField
            name="pageMeta"
            label="Page"
            required
            disabled={busy}
            hint="The page this entry describes, e.g. home or about."
            autoComplete="off"
          />
          <FormTextField
            name="metaUrl"
            label="Meta URL"
            type="url"
            required
            disabled={busy}
            hint="The page's full address, e.g. https://www.example.com/about."
            autoComplete="off"
          />
        </Column>
        <Column>
          <SearchResultPreview title={values.metaTitle} url={values.metaUrl} description={values.metaDescription} />
          <MetaImageField disabled={busy} />
        </Column>
      </Columns>
      <Buttons>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? (create ? 'Creating...' : 'Updating...') : create ? 'Create Meta' : 'Update Meta'}
        </Button>
      </Buttons>
    </FormBody>
  );
}
