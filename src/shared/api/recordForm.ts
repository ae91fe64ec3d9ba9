import { toWire, type Fields, type ScreenValues } from '@/contract';
import { dataUrlToFile } from '../images/dataUrlToFile';
import { isDataUrl } from '../images/resolveImageUrl';
import type { WriteContext } from '../query/defineWrite';

/** What follows a record's text fields in its multipart body. */
export interface RecordFormTail {
  /** Further fields of the record type (blog: `channel`, `status`, `publishAt`); empty or absent ones are not sent. */
  extra?: Record<string, string | null | undefined>;
  /** The form's image: a fresh upload (data URL) is sent as a file named `imageName`; a stored value is not re-sent. */
  image?: string | null;
  imageName: string;
  /** The media library's image used (`imageId`): an id, null to use none (sent as ''), undefined to leave it. */
  imageId?: number | null;
}

/** Appends the fields that hold text (with `empty`, also those that hold ''). */
function append(form: FormData, fields: Record<string, string | null | undefined>, empty = false): void {
  for (const [field, value] of Object.entries(fields)) if (value || (empty && value === '')) form.append(field, value);
}

function appendImage(form: FormData, { image, imageName }: RecordFormTail): void {
  if (isDataUrl(image)) form.append('image', dataUrlToFile(image, imageName));
}

function appendImageId(form: FormData, { imageId }: RecordFormTail): void {
  if (imageId !== undefined) form.append('imageId', imageId === null ? '' : String(imageId));
}

/**
 * A versioned record's create (docs/panel.md#calls-and-bodies), multipart: its text fields under their wire names (the
 * contract states the renames), creator = changer = the admin, both dates, the `extra` fields, then a fresh image and the library image chosen (`imageId`). An
 * optional field the form holds empty is left out (a create without it stores the same), so the default body stays
 * the spec's.
 */
export function recordCreateForm<F extends Fields>(
  fields: F,
  values: Partial<ScreenValues<F>>,
  { actor, now }: WriteContext,
  tail: RecordFormTail,
): FormData {
  const form = new FormData();
  append(
    form,
    toWire(fields, values, (value, wire) => value.trim() !== '' || fields[wire]?.optional !== true),
    true,
  );
  const date = now.toISOString();
  append(form, { creator: actor, changer: actor, createdDate: date, changedDate: date, ...tail.extra });
  appendImage(form, tail);
  if (typeof tail.imageId === 'number') appendImageId(form, tail);
  return form;
}

/**
 * A versioned record's update (docs/panel.md#validation, docs/panel.md#calls-and-bodies), multipart: its non-empty text
 * fields, changer, changedDate, the loaded `version`, the `extra` fields, then `removeImage` or a fresh image, and `imageId` when it changed. An
 * optional field the form holds empty goes as '', which clears it (src/contract `TextRule.optional`); an empty required
 * field is left out.
 */
export function recordUpdateForm<F extends Fields>(
  fields: F,
  values: Partial<ScreenValues<F>> & { version?: number; removeImage?: boolean },
  { actor, now }: WriteContext,
  tail: RecordFormTail,
): FormData {
  const form = new FormData();
  const sent = toWire(fields, values, (value, wire) => value.trim() !== '' || fields[wire]?.optional === true);
  append(form, sent, true);
  append(form, { changer: actor, changedDate: now.toISOString(), version: values.version?.toString(), ...tail.extra });
  if (values.removeImage) form.append('removeImage', 'true');
  else appendImage(form, tail);
  appendImageId(form, tail);
  return form;
}
