/**
 * The one email address rule of the server, the in-memory API and the panel (a pure module: the server imports it by
 * path too). Strict on purpose: an address is shown as a `mailto:` link, where `?`, `&` and `%` would add headers
 * (`a@b.co?bcc=attacker@evil.com`), so it may hold only what a real mailbox address needs.
 */

/** Local part: letters (any script), digits and `! # $ ' * + - / = ^ _ { | } ~ .`; no `?`, `&`, `%`, quotes or spaces. */
const LOCAL = /^[\p{L}\p{M}\p{N}!#$'*+/=^_{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$'*+/=^_{|}~-]+)*$/u;
/** One domain label: letters (any script) or digits, hyphens inside only. */
const LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
/** The last label (top-level domain): letters only, or an IDN in its ASCII form. */
const TLD = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu;

export const EMAIL_MAX_LENGTH = 254;

/**
 * True for `local@domain` with exactly one `@`, a local part of at most 64 characters (no leading, trailing or double
 * dot), and a domain of at least two labels whose ASCII form (after IDN conversion) is a valid host of at most 253
 * characters. Whitespace, control characters, `?`, `&`, `%`, quotes, brackets, `:` and `;` are never part of one.
 */
export function isValidEmail(address: string): boolean {
  if (address.length > EMAIL_MAX_LENGTH) return false;
  // Full-width letters, ligatures and other compatibility forms are look-alikes of plain ones: refuse them.
  if (address.normalize('NFKC') !== address) return false;
  const at = address.indexOf('@');
  if (at < 1 || at !== address.lastIndexOf('@')) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > 64 || !LOCAL.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  if (!TLD.test(labels[labels.length - 1] ?? '')) return false;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}/`).hostname;
  } catch {
    return false;
  }
  // The URL parser maps look-alike dots and full-width letters; the domain must already be in its own plain form.
  return ascii.length <= 253 && ascii.split('.').length === labels.length && /^[a-z0-9.-]+$/.test(ascii);
}

/**
 * The `mailto:` link of an address, with the local part and the domain percent-encoded, so nothing in it can start
 * a query (`?bcc=…`) or another recipient; `undefined` for an address that is not valid (show it as text instead).
 */
export function mailtoHref(address: string): string | undefined {
  if (!isValidEmail(address)) return undefined;
  const at = address.indexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
