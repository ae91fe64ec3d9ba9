import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useRef, type ReactNode, type Ref, type RefObject } from 'react';
import type { AnyObjectSchema } from 'yup';
import { Button } from '@/ui/Button';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { FormLayout } from '@/ui/FormLayout';
import { FieldWorkScope, holdSave, useFieldWorkRegister } from './fieldWork';
import { FormDraft } from './FormDraft';
import { FormWatcher } from './FormWatcher';
import { useRequiredFieldsSubmit } from './useRequiredFieldsSubmit';

/**
 * The words of one form: its accessible name and its primary button, per mode (docs/panel.md#forms,
 * docs/panel.md#messages).
 */
export interface EntityFormText {
  create: { label: string; submit: string };
  edit: { label: string; submit: string };
}

export interface EntityFormProps<V extends object> {
  mode: 'create' | 'edit';
  /** The starting values (the loaded record on edit). */
  initialValues: V;
  /** The Yup rules of this mode. */
  schema: AnyObjectSchema;
  text: EntityFormText;
  /** Saves; resolves true when saved (the local draft is then dropped). The button says "Creating..." meanwhile. */
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<boolean>;
  /** The save failure banner text, or null. */
  banner: string | null;
  /** Called when the admin edits a field (the banner clears, docs/panel.md#validation). */
  onEdit: () => void;
  /** Called with the form's dirtiness. */
  onDirtyChange: (dirty: boolean) => void;
  /** Called by Cancel. */
  onCancel: () => void;
  /** Key of the local draft, e.g. `category:create` or `meta:edit:4`. */
  draftKey: string;
  /** Banners above the fields, e.g. a conflict. */
  notices?: ReactNode;
  /** IANA time zone of the draft's time; the viewer's own when omitted. */
  timeZone?: string;
  /** Access to the Formik form (the screen resets it on a conflict reload). */
  formRef?: Ref<FormikProps<V>>;
  /** The form's sections (`FormSection`s of Formik-bound fields). */
  children: (form: { busy: boolean; values: V; initialValues: V }) => ReactNode;
}

/**
 * A record's create/edit form on Formik + Yup in the one form layout: a local draft offered back, the submit
 * feedback every form gives (banner announced, first invalid field focused) and Cancel / Create… / Update….
 */
export function EntityForm<V extends object>(props: EntityFormProps<V>) {
  const { initialValues, schema, onSubmit, formRef } = props;
  const clearDraft = useRef<(() => void) | null>(null);
  const work = useFieldWorkRegister();
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    if (holdSave(work, helpers)) return false;
    const saved = await onSubmit(values, helpers);
    if (saved) clearDraft.current?.();
    return saved;
  };
  return (
    <Formik innerRef={formRef} initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <FieldWorkScope work={work}>
          <EntityFormBody {...props} formik={formik} clearDraft={clearDraft} />
        </FieldWorkScope>
      )}
    </Formik>
  );
}

type BodyProps<V extends object> = EntityFormProps<V> & {
  formik: FormikProps<V>;
  clearDraft: RefObject<(() => void) | null>;
};

function EntityFormBody<V extends object>(props: BodyProps<V>) {
  const { mode, text, banner, onEdit, onDirtyChange, onCancel, draftKey, notices, timeZone, formik } = props;
  const { formRef, attempt, handleSubmit, onEdit: edited, banner: summary } = useRequiredFieldsSubmit(formik, onEdit);
  const busy = formik.isSubmitting;
  const create = mode === 'create';
  const shown = summary ?? banner;
  return (
    <FormLayout
      formRef={formRef}
      label={text[mode].label}
      onSubmit={handleSubmit}
      busy={busy}
      notices={
        <>
          <FormWatcher onEdit={edited} onDirty={onDirtyChange} />
          <FormDraft<V> draftKey={draftKey} clearRef={props.clearDraft} timeZone={timeZone} />
          {notices}
          {shown ? <ErrorBanner key={attempt} message={shown} /> : null}
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" pending={busy}>
            {busy ? (create ? 'Creating...' : 'Updating...') : text[mode].submit}
          </Button>
        </>
      }
    >
      {props.children({ busy, values: formik.values, initialValues: formik.initialValues })}
    </FormLayout>
  );
}
