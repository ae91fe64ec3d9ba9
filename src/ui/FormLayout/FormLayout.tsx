import { useId, type FormEventHandler, type ReactNode, type Ref } from 'react';
import { Button } from '../Button';
import { PageHeader } from '../PageHeader';
import { Actions, Fieldset, Form, Notices, Screen, Section, SectionTitle } from './FormLayout.styles';

export interface FormHeaderProps {
  /** The page's h1, e.g. "Edit Category". */
  title: string;
  /** The line under it. */
  subtitle?: ReactNode;
  /** Back to list (docs/panel.md#forms: it returns to the list). */
  onBack: () => void;
  /** More buttons before Back to list (an edit page's History, Preview). */
  tools?: ReactNode;
}

/** A form page's heading with its way back to the list. */
export function FormHeader({ title, subtitle, onBack, tools }: FormHeaderProps) {
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        <>
          {tools}
          <Button variant="secondary" onClick={onBack}>
            Back to list
          </Button>
        </>
      }
    />
  );
}

export interface FormScreenProps extends FormHeaderProps {
  /** The form (or what stands in for it while the record loads). */
  children: ReactNode;
}

/** A create/edit page: the header, then the form, at the one width every form page has. */
export function FormScreen({ children, ...header }: FormScreenProps) {
  return (
    <Screen>
      <FormHeader {...header} />
      {children}
    </Screen>
  );
}

export interface FormLayoutProps {
  /** The form's accessible name, e.g. "Create category". */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Any edit inside the form (the failure banner clears, docs/panel.md#validation). */
  onChange?: () => void;
  /** The `<form>` element (the submit feedback looks for the first invalid field in it). */
  formRef?: Ref<HTMLFormElement>;
  /** Banners above the sections: a kept draft, a conflict, the submit's failure. */
  notices?: ReactNode;
  /** The `FormSection`s. */
  children: ReactNode;
  /** While saving every control is disabled. */
  busy: boolean;
  /** The buttons under the sections: Cancel, then the primary action. */
  actions: ReactNode;
}

/**
 * The one layout of every create/edit form (issue #16): banners, then titled sections of labelled fields (each
 * field's hint and error under it), then the actions at the end; the same spacing on a phone and a desktop.
 */
export function FormLayout({ label, onSubmit, onChange, formRef, notices, children, busy, actions }: FormLayoutProps) {
  return (
    <Form ref={formRef} noValidate aria-label={label} onSubmit={onSubmit} onChange={onChange}>
      <Notices>{notices}</Notices>
      <Fieldset disabled={busy}>{children}</Fieldset>
      <Actions>{actions}</Actions>
    </Form>
  );
}

export interface FormSectionProps {
  /** The section's h2, which also names its region. */
  title: string;
  children: ReactNode;
}

/** A titled group of fields (a region named by its heading). */
export function FormSection({ title, children }: FormSectionProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </Section>
  );
}
