import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { CreatedWebhook, WebhookDelivery, WebhookRecord } from '@/contract';
import { isApiError } from '@/shared/api/ApiError';
import { actionErrorText } from '@/shared/lists/actionError';
import { serverFieldErrors } from '@/shared/forms/serverFieldErrors';
import type { WriteOutcome } from '@/shared/query/defineWrite';
import { useConfirmedWrite } from '@/shared/lists/useConfirmedDelete';
import { useToast } from '@/shared/toast';
import {
  createWebhookWrite,
  deleteWebhookWrite,
  redeliverWrite,
  testWebhookWrite,
  updateWebhookWrite,
} from '../../atoms';
import { EVENTS_REQUIRED, type WebhookFormValues, type WebhookSaveResult } from '../../components/WebhookForm';

const FIELDS = {
  name: { field: 'name', label: 'Name' },
  url: { field: 'url', label: 'URL' },
  events: { field: 'events', label: 'Events' },
} as const;

/** A refused save in the form's words: the banner, and each field the server named. */
function refused(outcome: Extract<WriteOutcome<unknown>, { ok: false }>): WebhookSaveResult {
  const fieldErrors = serverFieldErrors<WebhookFormValues>(outcome.error, FIELDS);
  if (isApiError(outcome.error) && outcome.error.fieldErrors?.events) fieldErrors.events = EVENTS_REQUIRED;
  const named = Object.keys(fieldErrors).length > 0;
  return {
    ok: false,
    message: named ? 'Please fix the highlighted fields.' : actionErrorText(outcome),
    fieldErrors: fieldErrors as Partial<Record<'name' | 'url' | 'events', string>>,
  };
}

/**
 * The screen's actions: the form (create or edit; a new webhook's secret is kept here, in memory only, until Done),
 * Test, the delivery log with Redeliver, and a confirmed Delete. Each success is said in a toast; each failure where
 * it was asked for.
 */
export function useWebhookActions() {
  const toast = useToast();
  const create = useSetAtom(createWebhookWrite.runAtom);
  const update = useSetAtom(updateWebhookWrite.runAtom);
  const test = useSetAtom(testWebhookWrite.runAtom);
  const again = useSetAtom(redeliverWrite.runAtom);
  const creating = useAtomValue(createWebhookWrite.busyAtom);
  const updating = useAtomValue(updateWebhookWrite.busyAtom);
  const [form, setForm] = useState<{ webhook?: WebhookRecord } | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [logOf, setLogOf] = useState<WebhookRecord | null>(null);
  const [testing, setTesting] = useState<number | null>(null);
  const [redelivering, setRedelivering] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useConfirmedWrite(deleteWebhookWrite, (webhook: WebhookRecord) => {
    toast.show({ message: `Webhook "${webhook.name}" deleted.` });
    if (form?.webhook?.id === webhook.id) setForm(null);
  });

  const save = async (values: WebhookFormValues): Promise<WebhookSaveResult> => {
    const original = form?.webhook;
    const input = { name: values.name, url: values.url, events: values.events };
    if (!original) {
      const outcome = await create(input);
      if (!outcome.ok) return refused(outcome);
      setCreated(outcome.data);
      setForm(null);
      return { ok: true };
    }
    const outcome = await update({ original, next: { ...input, active: values.active } });
    if (!outcome.ok) return refused(outcome);
    toast.show({ message: `Webhook "${outcome.data.name}" updated.` });
    setForm(null);
    return { ok: true };
  };

  const runTest = async (webhook: WebhookRecord) => {
    setNotice(null);
    setTesting(webhook.id);
    const outcome = await test(webhook.id);
    setTesting(null);
    if (!outcome.ok) return setNotice(actionErrorText(outcome));
    toast.show({ message: `Test sent to "${webhook.name}". Its delivery is in the log.` });
  };

  const runRedeliver = async (delivery: WebhookDelivery) => {
    setRedelivering(delivery.id);
    const outcome = await again(delivery.id);
    setRedelivering(null);
    if (!outcome.ok) return setNotice(actionErrorText(outcome));
    setNotice(null);
    toast.show({ message: `${delivery.event} queued again.` });
  };

  return {
    form,
    openCreate: () => setForm({}),
    openEdit: (webhook: WebhookRecord) => setForm({ webhook }),
    closeForm: () => setForm(null),
    save,
    saving: creating || updating,
    created,
    dismissCreated: () => setCreated(null),
    test: (webhook: WebhookRecord) => void runTest(webhook),
    testing,
    notice,
    dismissNotice: () => setNotice(null),
    logOf,
    showLog: (webhook: WebhookRecord) => {
      setNotice(null);
      setLogOf(webhook);
    },
    closeLog: () => setLogOf(null),
    redeliver: (delivery: WebhookDelivery) => void runRedeliver(delivery),
    redelivering,
    /** Delete, awaiting confirmation. */
    remove,
  };
}
