/**
 * The one error a rule raises when a request cannot be done as asked: its HTTP status and the answer's body
 * (`{message, ...extra}`). Rules (src/domain), the server's repositories and services, and the in-memory API throw
 * it; the server's error handler and the in-memory API's transport render it at their edge.
 */
import { VALIDATION_MESSAGE } from '../contract/index.ts';

export class RuleError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** 400 with a message and, when given, the fields' problems. */
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new RuleError(400, message, errors ? { errors } : {});
/** 400 "Please fix the highlighted fields" with each field's problem. */
export const invalidFields = (errors: Record<string, string>) => badRequest(VALIDATION_MESSAGE, errors);
/** 404 `${what} not found`. */
export const notFound = (what: string) => new RuleError(404, `${what} not found`);
/** 404 with a sentence of its own. */
export const missing = (message: string) => new RuleError(404, message);
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new RuleError(409, message, extra);
export const unauthorized = (message = 'Authentication required') => new RuleError(401, message);
