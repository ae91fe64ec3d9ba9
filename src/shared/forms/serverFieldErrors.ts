import type { FormikErrors } from 'formik';
import { isApiError } from '../api/ApiError';

/**
 * The server's per-field `errors` (docs/api-contract.md) as Formik errors. `fieldMap` renames server fields to form
 * fields (`{ blogTitle: 'title', description: 'content' }`); fields the form does not have are dropped.
 */
export function serverFieldErrors<T extends object>(
  error: unknown,
  fieldMap: Partial<Record<string, keyof T & string>> = {},
  formFields?: ReadonlyArray<keyof T & string>,
): FormikErrors<T> {
  if (!isApiError(error) || !error.fieldErrors) return {};
  const result: Record<string, string> = {};
  for (const [serverField, message] of Object.entries(error.fieldErrors)) {
    const field = fieldMap[serverField] ?? serverField;
    if (formFields && !formFields.includes(field as keyof T & string)) continue;
    if (typeof message === 'string' && message) result[field] = message;
  }
  return result as FormikErrors<T>;
}

/** The record a 409 stale-version answer carries as `current` (docs/api-contract.md), or null for other errors. */
export function conflictCurrent(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as { current?: unknown } | null;
  return body && typeof body === 'object' && body.current ? body.current : null;
}
