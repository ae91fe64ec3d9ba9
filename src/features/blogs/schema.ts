import * as yup from 'yup';
import { blogFields } from '@/contract';
import { changedText, contractShape, screenNamesOf, textValues } from '@/shared/forms/contractSchema';
import { fromLocalInputValue, toLocalInputValue, type DateInput } from '../../lib/dates';
import { publishingState } from './publishing';
import type { Blog, BlogInput, BlogStatus, BlogText, BlogUpdate } from './types';

/** Banner of a submit with a required field empty (docs/panel.md#validation). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const NO_CATEGORIES_MESSAGE = 'No categories available. Create a category first.';
export const BLOG_NOT_FOUND_MESSAGE = 'Blog not found locally';

export const BLOG_FORM_TEXT = {
  create: {
    submit: 'Create Blog',
    busy: 'Creating...',
    rejected: 'Failed to create blog post. Please try again.',
    thrown: 'An error occurred while creating the blog post.',
  },
  edit: {
    submit: 'Update Blog',
    busy: 'Updating...',
    rejected: 'Failed to update blog post. Please try again.',
    thrown: 'An error occurred while updating the blog post.',
  },
} as const;

/** The primary button on the non-default publishing paths (the default, published, keeps the spec's texts). */
export const BLOG_STATUS_SUBMIT_TEXT = {
  draft: { submit: 'Save Draft', busy: 'Saving...' },
  scheduled: { submit: 'Schedule Post', busy: 'Scheduling...' },
} as const;

/** The primary button's texts for a mode and the chosen status. */
export function blogSubmitText(mode: 'create' | 'edit', status: BlogStatus | undefined) {
  return status === 'draft' || status === 'scheduled' ? BLOG_STATUS_SUBMIT_TEXT[status] : BLOG_FORM_TEXT[mode];
}

export const PUBLISH_AT_REQUIRED_MESSAGE = 'Choose the date and time to publish';
export const PUBLISH_AT_PAST_MESSAGE = 'Choose a time in the future';
export const UNPUBLISH_BEFORE_MESSAGE = 'Choose a time after the publishing time';
/** Under the content while an image dropped or pasted into it is still on its way in (docs/panel.md#forms). */
export const IMAGES_PENDING_MESSAGE = 'An image is still being added: save once it is in the text';

/**
 * The form's values: the screen fields of docs/panel.md#records-on-screen; `image` a stored name, a fresh data URL or
 * null.
 */
export interface BlogFormValues extends BlogText {
  image: string | null;
  /** The library image used (`imageId`), null for none; a picked one's path is held in `image` for its preview. */
  imageId?: number | null;
  status: BlogStatus;
  /** An `<input type="datetime-local">` value in the administrator's time zone; '' unless scheduled. */
  publishAt: string;
  /** As `publishAt`: when the post stops being shown; '' for never (drafts: ignored). */
  unpublishAt: string;
}

/** The form's text fields (all but `channel`, which the panel sets) and their rules, from the contract. */
const { channel: _channel, ...blogFormFields } = blogFields;
const BLOG_TEXT_SHAPE = contractShape(blogFormFields);

/** The form's text fields, in the contract's order: required unless the contract says optional. */
export const BLOG_TEXT_FIELDS = screenNamesOf(blogFormFields);

/**
 * docs/panel.md#validation: every text field required (trimmed) unless the contract says optional, blogUrl a valid
 * http(s) URL; the image optional. Every
 * limit and format of the server comes from the contract (src/contract/blog.ts) and is checked here, in the field's
 * words, before anything is sent.
 */
export const blogFormSchema = yup.object({
  ...BLOG_TEXT_SHAPE,
  image: yup.string().nullable().default(null),
  status: yup.mixed<BlogStatus>().oneOf(['published', 'draft', 'scheduled']).default('published'),
  publishAt: yup.string().default(''),
  unpublishAt: yup.string().default(''),
});

/** The blog form's schema at `now`: a scheduled post needs a publishing time in the future (in `timeZone`). */
export function blogFormSchemaAt(now: DateInput, timeZone?: string) {
  return blogFormSchema.shape({
    publishAt: yup
      .string()
      .default('')
      .test('publishAt', function check(value) {
        if ((this.parent as BlogFormValues).status !== 'scheduled') return true;
        const at = value?.trim() ? fromLocalInputValue(value, timeZone) : null;
        if (!at) return this.createError({ message: PUBLISH_AT_REQUIRED_MESSAGE });
        if (at.getTime() <= new Date(now).getTime()) return this.createError({ message: PUBLISH_AT_PAST_MESSAGE });
        return true;
      }),
    unpublishAt: yup
      .string()
      .default('')
      .test('unpublishAt', function check(value) {
        const values = this.parent as BlogFormValues;
        if (values.status === 'draft' || !value?.trim()) return true;
        const at = fromLocalInputValue(value, timeZone);
        if (!at || at.getTime() <= new Date(now).getTime())
          return this.createError({ message: PUBLISH_AT_PAST_MESSAGE });
        const from = values.status === 'scheduled' ? fromLocalInputValue(values.publishAt, timeZone) : null;
        if (from && at.getTime() <= from.getTime()) return this.createError({ message: UNPUBLISH_BEFORE_MESSAGE });
        return true;
      }),
  });
}

export const EMPTY_BLOG_FORM: BlogFormValues = {
  ...textValues(BLOG_TEXT_FIELDS),
  image: null,
  status: 'published',
  publishAt: '',
  unpublishAt: '',
};

/** Where the form shows times and what "now" is: a scheduled post whose time has passed is shown as published. */
export interface FormClock {
  now: DateInput;
  timeZone?: string;
}

export function blogFormValues(blog: Blog, { now, timeZone }: FormClock): BlogFormValues {
  const state = publishingState(blog, now);
  return {
    ...textValues(BLOG_TEXT_FIELDS, blog),
    image: blog.image,
    imageId: blog.imageId ?? null,
    status: state.kind,
    publishAt: state.kind === 'scheduled' ? toLocalInputValue(state.at, timeZone) : '',
    unpublishAt: state.kind !== 'draft' && blog.unpublishAt ? toLocalInputValue(blog.unpublishAt, timeZone) : '',
  };
}

/** The UTC instant of the form's "Unpublish at" time; null when empty or for a draft. */
function unpublishAtUtc(values: BlogFormValues, timeZone: string | undefined): string | null {
  if (values.status === 'draft' || !values.unpublishAt?.trim()) return null;
  return fromLocalInputValue(values.unpublishAt, timeZone)?.toISOString() ?? null;
}

/** The UTC instant of a scheduled form's local time; null otherwise. */
function publishAtUtc(values: BlogFormValues, timeZone: string | undefined): string | null {
  if (values.status !== 'scheduled') return null;
  return fromLocalInputValue(values.publishAt ?? '', timeZone)?.toISOString() ?? null;
}

export function blogInput(values: BlogFormValues, timeZone?: string): BlogInput {
  const status = values.status ?? 'published';
  return {
    ...values,
    image: values.image,
    status,
    publishAt: publishAtUtc(values, timeZone),
    unpublishAt: unpublishAtUtc(values, timeZone),
  };
}

/**
 * An update: the changed, non-empty fields (docs/panel.md#validation) and the emptied optional ones, image changes, and the record's `version`; the
 * status when it changed, and the publishing time (UTC) when a scheduled post's time or status changed.
 */
export function blogUpdate(
  initial: BlogFormValues,
  values: BlogFormValues,
  version: number,
  timeZone?: string,
): BlogUpdate {
  const update: BlogUpdate = { version };
  const status = values.status ?? 'published';
  if (status !== (initial.status ?? 'published')) update.status = status;
  if (status === 'scheduled' && (update.status || values.publishAt !== initial.publishAt))
    update.publishAt = publishAtUtc(values, timeZone);
  if (status !== 'draft' && (values.unpublishAt ?? '') !== (initial.unpublishAt ?? ''))
    update.unpublishAt = unpublishAtUtc(values, timeZone);
  Object.assign(update, changedText(blogFormFields, initial, values));
  if (values.image !== initial.image) {
    if (values.image) update.image = values.image;
    else update.removeImage = true;
  }
  if (values.imageId !== undefined && values.imageId !== (initial.imageId ?? null)) update.imageId = values.imageId;
  return update;
}
