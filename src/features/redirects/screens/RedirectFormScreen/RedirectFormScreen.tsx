import { redirect as redirectContract, type RedirectStatus } from '@/contract';
import { EntityFormScreen, type EntityFormConfig, type EntityFormScreenProps } from '@/shared/forms/EntityFormScreen';
import { contractFields } from '@/shared/forms/serverFieldErrors';
import { versionedSave } from '@/shared/forms/useVersionedSave';
import { FormSection } from '@/ui/FormLayout';
import { FormSelectField } from '@/ui/FormSelectField';
import { FormTextField } from '@/ui/FormTextField';
import { createRedirectAtom, redirectDetailAtom, updateRedirectAtom } from '../../atoms';
import { REDIRECT_FORM_MESSAGES, redirectSaveBanner } from '../../messages';
import { redirectSchema } from '../../schema';
import type { Redirect, RedirectFormValues, RedirectInput } from '../../types';

export interface RedirectFormScreenProps extends Omit<EntityFormScreenProps<Redirect>, 'id'> {
  /** The redirect to edit; omitted to create one. */
  redirectId?: number;
}

/** What each status tells browsers and search engines. */
const STATUS_OPTIONS = [
  { value: '301', label: '301 Moved permanently (search engines move the ranking)' },
  { value: '302', label: '302 Found (temporary)' },
  { value: '307', label: '307 Temporary redirect (keeps the method)' },
  { value: '308', label: '308 Permanent redirect (keeps the method)' },
] satisfies { value: `${RedirectStatus}`; label: string }[];

const input = (values: RedirectFormValues): RedirectInput => ({
  from: values.from.trim(),
  to: values.to.trim(),
  status: Number(values.status) as RedirectInput['status'],
});

/**
 * Create (`/redirect/create`) or edit (`/redirect/edit/{id}`): From, To and the status. A redirect that would loop or
 * hide a live post is refused in the server's words, in the banner; a taken From is said at the field.
 */
const REDIRECT_FORM: EntityFormConfig<Redirect, RedirectFormValues> = {
  draftKey: 'redirect',
  noun: 'Redirect',
  subtitle: 'Send visitors of an old address on the website to its new place.',
  loadingLabel: 'Loading redirect',
  skeleton: ['2.5rem', '2.5rem', '2.5rem'],
  messages: REDIRECT_FORM_MESSAGES,
  detailAtom: redirectDetailAtom,
  empty: { from: '', to: '', status: '301' },
  toValues: ({ from, to, status }) => ({ from, to, status: `${status}` }),
  schema: () => redirectSchema,
  save: versionedSave({
    create: createRedirectAtom,
    createVars: input,
    update: updateRedirectAtom,
    updateVars: (values: RedirectFormValues, original: Redirect) => ({ original, next: input(values) }),
    unchanged: (values, base) => {
      const next = input(values);
      return next.from === base.from && next.to === base.to && next.status === base.status;
    },
    fromServer: (current: Redirect) => current,
    banner: redirectSaveBanner,
    savedToast: (saved, mode) => `Redirect from "${saved.from}" ${mode === 'create' ? 'created' : 'updated'}.`,
    fields: contractFields(redirectContract),
  }),
  fields: () => (
    <FormSection title="Redirect details">
      <FormTextField
        name="from"
        label="From"
        required
        hint="The old address: a path like /blog/old-name, or a URL on the website."
        autoComplete="off"
      />
      <FormTextField
        name="to"
        label="To"
        required
        hint="Where visitors go now: a path on the website or any http(s) URL."
        autoComplete="off"
      />
      <FormSelectField name="status" label="Status" required options={STATUS_OPTIONS} />
    </FormSection>
  ),
};

/** Create or edit a redirect. */
export function RedirectFormScreen({ redirectId, ...rest }: RedirectFormScreenProps) {
  return <EntityFormScreen config={REDIRECT_FORM} id={redirectId} {...rest} />;
}
