import { useFormikContext } from 'formik';
import { useAtomValue } from 'jotai';
import { toLocalInputValue } from '@/lib/dates';
import { timeAtom } from '@/shared/time';
import { FormSection } from '@/ui/FormLayout';
import { FormSelectField } from '@/ui/FormSelectField';
import { FormTextField } from '@/ui/FormTextField';
import { BLOG_STATUS_OPTIONS } from '@/features/blogs/publishing';
import type { BlogFormValues } from '@/features/blogs/schema';

const STATUS_HINTS = {
  published: 'Shown on the website as soon as you save.',
  draft: 'Kept in the panel only; the website does not show it.',
  scheduled: 'Shown on the website from the date and time below.',
} as const;

/** The time zone the administrator's times are in: the one given (stories fix it), else the browser's. */
function zoneName(timeZone: string | undefined): string {
  return timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Publishing: published (the default), draft, or scheduled at a date and time in the administrator's time zone. */
export function PublishingFields({ timeZone }: { timeZone?: string }) {
  const { values } = useFormikContext<BlogFormValues>();
  const now = useAtomValue(timeAtom).now;
  const status = values.status ?? 'published';
  return (
    <FormSection title="Publishing">
      <FormSelectField name="status" label="Status" options={BLOG_STATUS_OPTIONS} hint={STATUS_HINTS[status]} />
      {status === 'scheduled' ? (
        <FormTextField
          name="publishAt"
          label="Publish on"
          type="datetime-local"
          required
          min={toLocalInputValue(now(), timeZone)}
          hint={`Your local time (${zoneName(timeZone)}).`}
        />
      ) : null}
      {status !== 'draft' ? (
        <FormTextField
          name="unpublishAt"
          label="Unpublish at"
          type="datetime-local"
          min={toLocalInputValue(now(), timeZone)}
          hint={`Optional: the website stops showing the post then. Your local time (${zoneName(timeZone)}).`}
        />
      ) : null}
    </FormSection>
  );
}
