import {
  parseFlag,
  parseInput,
  parseVersion,
  VALIDATION_MESSAGE,
  type CreateValues,
  type Fields,
  type UpdateValues,
} from '@/contract';
import { validationFailed } from './http';

/**
 * The contract's validation (src/contract, the server's own rules and words): a create's values (every field), or
 * 400 `{message, errors}`.
 */
export function validate<F extends Fields>(input: Record<string, unknown>, fields: F): CreateValues<F> {
  const parsed = parseInput(fields, input);
  if (!parsed.ok) validationFailed(parsed.errors);
  return parsed.values;
}

/** An update's values (the fields sent), or 400. */
export function validatePartial<F extends Fields>(input: Record<string, unknown>, fields: F): UpdateValues<F> {
  const parsed = parseInput(fields, input, { partial: true });
  if (!parsed.ok) validationFailed(parsed.errors);
  return parsed.values;
}

/** `version` of an update (undefined when absent), or 400. */
export function versionOf(input: Record<string, unknown>): number | undefined {
  const parsed = parseVersion(input.version);
  if ('problem' in parsed) validationFailed({ version: parsed.problem });
  return parsed.version;
}

/** A true/false form field such as `removeImage`, or 400. */
export function flagOf(input: Record<string, unknown>, field: string): boolean {
  const parsed = parseFlag(input[field], field);
  if ('problem' in parsed) validationFailed({ [field]: parsed.problem });
  return parsed.value;
}

export { VALIDATION_MESSAGE };

/** Accepted image types by magic bytes (docs/api.md#uploads). */
export function sniffImage(bytes: Uint8Array): string | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * A crude stand-in for the server's sanitiser: scripts, event handlers and javascript: URLs go; a link whose address
 * goes keeps its text and loses the anchor, as on the server (never an `<a>` without href).
 */
export function sanitizeHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/<a\b[^>]*\bhref\s*=\s*("|')\s*javascript:[^"']*\1[^>]*>([\s\S]*?)<\/a>/gi, '$2')
    .replace(/(href|src)\s*=\s*("|')\s*javascript:[^"']*\2/gi, '$1="about:blank"');
}

/** True when sanitised HTML still has text or media. */
export function hasContent(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim().length > 0 || /<(img|video|iframe)\b/i.test(html);
}

/** A form or JSON value as text; objects (and files) read as empty. */
export function str(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
