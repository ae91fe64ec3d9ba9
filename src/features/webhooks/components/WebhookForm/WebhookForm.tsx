import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { screenProblem, WEBHOOK_EVENTS, webhookFields, type WebhookEvent, type WebhookRecord } from '@/contract';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { FieldError } from '@/ui/FieldError';
import { FormSection } from '@/ui/FormLayout';
import { TextField } from '@/ui/TextField';
import { EVENT_HINTS } from '../../events';
import { Actions, EventHint, EventList, Legend, Form } from './WebhookForm.styles';

/** The form's values. */
export interface WebhookFormValues {
  name: string;
  url: string;
  events: WebhookEvent[];
  /** Deliveries go out; switching a paused webhook on resumes it. */
  active: boolean;
}

export type WebhookFieldErrors = Partial<Record<'name' | 'url' | 'events', string>>;

/** What a save answered: done, or refused with a banner and the fields that caused it. */
export type WebhookSaveResult = { ok: true } | { ok: false; message: string; fieldErrors?: WebhookFieldErrors };

export interface WebhookFormProps {
  /** The webhook to edit; omitted to create one. */
  webhook?: WebhookRecord;
  /** Saves; the form keeps every value when the save fails. */
  onSubmit: (values: WebhookFormValues) => Promise<WebhookSaveResult>;
  onCancel: () => void;
  /** True while the save runs. @default false */
  busy?: boolean;
}

export const EVENTS_REQUIRED = 'Choose at least one event.';

function check(values: WebhookFormValues): WebhookFieldErrors {
  const errors: WebhookFieldErrors = {};
  const name = screenProblem(webhookFields.name, values.name);
  const url = screenProblem(webhookFields.url, values.url);
  if (name) errors.name = name;
  if (url) errors.url = url;
  if (values.events.length === 0) errors.events = EVENTS_REQUIRED;
  return errors;
}

/** Name, URL and the events it hears (a checklist); on edit, whether deliveries go out. */
export function WebhookForm({ webhook, onSubmit, onCancel, busy = false }: WebhookFormProps) {
  const [values, setValues] = useState<WebhookFormValues>({
    name: webhook?.name ?? '',
    url: webhook?.url ?? '',
    events: webhook?.events ?? [],
    active: webhook?.active ?? true,
  });
  const [errors, setErrors] = useState<WebhookFieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const eventsError = useId();
  const set = <K extends keyof WebhookFormValues>(key: K, value: WebhookFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key !== 'active') setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const toggle = (event: WebhookEvent, on: boolean) =>
    set(
      'events',
      WEBHOOK_EVENTS.filter((known) => (known === event ? on : values.events.includes(known))),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return setBanner(null);
    const result = await onSubmit({ ...values, name: values.name.trim(), url: values.url.trim() });
    if (!result.ok) {
      setBanner(result.message);
      setErrors(result.fieldErrors ?? {});
    }
  };

  /** A required text field bound to its contract field: label, limit, value, error. */
  const textProps = (key: 'name' | 'url') => ({
    label: webhookFields[key].label,
    required: true,
    value: values[key],
    maxLength: webhookFields[key].max,
    error: errors[key],
    autoComplete: 'off',
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });

  const title = webhook ? `Edit webhook "${webhook.name}"` : 'New webhook';
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={title} noValidate>
      <FormSection title={title}>
        {banner ? <ErrorBanner message={banner} /> : null}
        <TextField {...textProps('name')} hint="What it is for, e.g. Netlify rebuild or CDN purge." />
        <TextField
          {...textProps('url')}
          type="url"
          hint="Where deliveries are POSTed: an http(s) address on the internet."
        />
        <fieldset
          aria-describedby={errors.events ? eventsError : undefined}
          aria-invalid={errors.events ? true : undefined}
        >
          <Legend>Events</Legend>
          <EventList>
            {WEBHOOK_EVENTS.map((name) => (
              <li key={name}>
                <Checkbox label={name} checked={values.events.includes(name)} onChange={(on) => toggle(name, on)} />
                <EventHint>{EVENT_HINTS[name]}</EventHint>
              </li>
            ))}
          </EventList>
          <FieldError id={eventsError}>{errors.events}</FieldError>
        </fieldset>
        {webhook ? (
          <Checkbox
            label={webhook.pausedAt && !webhook.active ? 'Active (resumes the paused webhook)' : 'Active'}
            checked={values.active}
            onChange={(on) => set('active', on)}
          />
        ) : null}
        <Actions>
          <Button type="submit" busy={busy}>
            {webhook ? 'Update Webhook' : 'Create Webhook'}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Actions>
      </FormSection>
    </Form>
  );
}
