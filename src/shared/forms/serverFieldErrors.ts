import type { FormikErrors } from 'formik';
import { screenFields, type Fields, type ResourceDef, type ScreenNames } from '@/contract';
import { isApiError } from '../api/ApiError';

/** How one field of the API (docs/api.md) appears in a form. */
export interface ServerField<T> {
  /** The form's field, e.g. `title` for the API's `blogTitle`. */
  field: keyof T & string;
  /** The field's words on screen: "Title", "Meta URL". The server's "blogTitle must be …" reads "Title must be …". */
  label: string;
  /** What a duplicate (409 on this field) says, in plain words: "A category with this name already exists." */
  duplicate?: string;
}

/** The API's field names → the form's fields; API fields not listed are not shown. */
export type ServerFields<T> = Partial<Record<string, ServerField<T>>>;

/**
 * The server's per-field `errors` as Formik errors, in the form's words: the API field name that starts a message is
 * replaced by the field's label, a 409 on a field reads as its `duplicate` sentence, and a refused image (415 not an
 * accepted image, 413 too large: the server's `message`, which names no field) is put on the `image` field. One
 * mapping for every form, so a server message never shows an API field name.
 */
export function serverFieldErrors<T extends object>(error: unknown, fields: ServerFields<T>): FormikErrors<T> {
  if (!isApiError(error)) return {};
  const result: Record<string, string> = {};
  const image = fields.image;
  if (image && !error.fieldErrors && error.serverMessage && refusesImage(error.status, error.serverMessage)) {
    result[image.field] = error.serverMessage;
  }
  for (const [serverField, message] of Object.entries(error.fieldErrors ?? {})) {
    const mapped = fields[serverField];
    if (!mapped || typeof message !== 'string' || !message) continue;
    if (error.status === 409 && mapped.duplicate) result[mapped.field] = mapped.duplicate;
    else result[mapped.field] = inWords(message, serverField, mapped.label);
  }
  return result as FormikErrors<T>;
}

/** 415 is only ever an image the panel sent; a 413 may also be an over-long text field (which names itself). */
function refusesImage(status: number, message: string): boolean {
  return status === 415 || (status === 413 && /\bimage\b/i.test(message));
}

function inWords(message: string, serverField: string, label: string): string {
  return message.startsWith(`${serverField} `) ? `${label}${message.slice(serverField.length)}` : message;
}

/** The record a 409 stale-version answer carries as `current` (docs/api.md), or null for other errors. */
export function conflictCurrent(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as { current?: unknown } | null;
  return body && typeof body === 'object' && body.current ? body.current : null;
}

/**
 * A record type's `ServerFields` from the contract (its wire → screen names, labels and duplicate words), plus the
 * upload's `image` field (the form's `image`) when the record has one; wire fields in `omit` have no field in the form.
 */
export function contractFields<F extends Fields, O extends keyof F & string = never>(
  resource: ResourceDef<F>,
  omit: readonly O[] = [],
): ServerFields<Partial<Record<ScreenNames<Omit<F, O>>, unknown>>> {
  const fields: Record<string, ServerField<Record<string, unknown>>> = screenFields(resource);
  for (const wire of omit) delete fields[wire];
  if (resource.image) {
    fields.image = { field: 'image', label: 'Image' };
    // A refused library image (`imageId`) shows at the same field: the picker and the upload share it.
    fields.imageId = { field: 'image', label: 'Image' };
  }
  return fields;
}
