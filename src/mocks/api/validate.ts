/** Collects per-field messages; `done()` throws a 400 with `errors` if any. */
export class Checks {
  readonly errors: Record<string, string> = {};

  text(field: string, value: unknown, min: number, max: number, { required = true } = {}): string | undefined {
    if (value === undefined || value === null) {
      if (required) this.errors[field] = `${field} is required`;
      return undefined;
    }
    const text = str(value).trim();
    // the server's wording (server/src/http/validate.ts)
    if (text.length < min)
      this.errors[field] = min <= 1 ? `${field} is required` : `${field} must be at least ${min} characters`;
    else if (text.length > max) this.errors[field] = `${field} must be at most ${max} characters`;
    return text;
  }

  httpUrl(field: string, value: unknown, { required = true, allowPath = false } = {}): string | undefined {
    const text = this.text(field, value, 1, 2048, { required });
    if (text === undefined || this.errors[field]) return text;
    if (allowPath && /^\/[^\s]*$/.test(text)) return text;
    if (!isHttpUrl(text))
      this.errors[field] = allowPath
        ? `${field} must be a path like /blog/news or an http(s) URL`
        : `${field} must be a valid http(s) URL`;
    return text;
  }

  rule(field: string, okay: boolean, message: string): void {
    if (!okay && !this.errors[field]) this.errors[field] = message;
  }

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const BLOG_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PHONE_PATTERN = /^[0-9 +()-]*$/;

/** Accepted image types by magic bytes (docs/api-contract.md "Uploads"). */
export function sniffImage(bytes: Uint8Array): string | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** A crude stand-in for the server's sanitiser: scripts, event handlers and javascript: URLs go. */
export function sanitizeHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
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
