import { isApiError, isNetworkError } from '../api/ApiError';
import type { WriteOutcome } from '../query/defineWrite';

/**
 * What a failed action (delete, mark) says where it was taken: the server's own reason when it refused with one
 * (a 409 "This category is used by 3 blog posts. Move or delete them first."), the network wording when nothing
 * answered, else the `Failed to …` text (docs/panel.md#messages).
 */
export function actionErrorText(outcome: Extract<WriteOutcome<unknown>, { ok: false }>): string {
  return failureText(outcome.error, `${outcome.message}.`);
}

/** A thrown error in the admin's words: the server's reason for a refusal, the network wording, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return error.message;
  if (isApiError(error) && error.status < 500 && error.serverMessage) return error.serverMessage;
  return fallback;
}
