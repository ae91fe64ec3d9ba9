/**
 * A request's input read by the contract's rules (src/contract), or the 400 `{message, errors}` those rules give:
 * the server's routes and the in-memory API read bodies and query strings through these.
 */
import {
  parseFlag,
  parseInput,
  parseListQuery,
  parseVersion,
  VALIDATION_MESSAGE,
  type CreateValues,
  type Fields,
  type ListDef,
  type ListParams,
  type UpdateValues,
} from '../contract/index.ts';
import { badRequest } from './errors.ts';

/** A create's values (every field), or 400. */
export function validate<F extends Fields>(input: Record<string, unknown>, fields: F): CreateValues<F> {
  const parsed = parseInput(fields, input);
  if (!parsed.ok) throw badRequest(VALIDATION_MESSAGE, parsed.errors);
  return parsed.values;
}

/** An update's values (the fields sent), or 400. */
export function validatePartial<F extends Fields>(input: Record<string, unknown>, fields: F): UpdateValues<F> {
  const parsed = parseInput(fields, input, { partial: true });
  if (!parsed.ok) throw badRequest(VALIDATION_MESSAGE, parsed.errors);
  return parsed.values;
}

/** An update's `version` (undefined when absent), or 400. */
export function versionOf(raw: unknown): number | undefined {
  const parsed = parseVersion(raw);
  if ('problem' in parsed) throw badRequest(VALIDATION_MESSAGE, { version: parsed.problem });
  return parsed.version;
}

/** A true/false field such as `removeImage`, or 400. */
export function flagOf(raw: unknown, field: string): boolean {
  const parsed = parseFlag(raw, field);
  if ('problem' in parsed) throw badRequest(VALIDATION_MESSAGE, { [field]: parsed.problem });
  return parsed.value;
}

/** A list's query string, or 400. */
export function listParamsOf(query: unknown, list: ListDef): ListParams {
  const input = typeof query === 'object' && query !== null ? { ...query } : {};
  const parsed = parseListQuery(input, list);
  if (!parsed.ok) throw badRequest(parsed.message, parsed.errors);
  return parsed.params;
}

/** The query of a list paged by `page` only (the trash, the SEO report): `after` is ignored; anything else, or 400. */
export function pagedParamsOf(query: unknown, list: ListDef): ListParams {
  const { after: _ignored, ...rest } =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  return listParamsOf(rest, list);
}
