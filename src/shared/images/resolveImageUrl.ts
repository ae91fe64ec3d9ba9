import type { ResourceDef } from '@/contract';

/**
 * Which uploads folder a stored image name belongs to (docs/panel.md#records-on-screen, docs/panel.md#numbers): a
 * record type's image `kind` in the contract.
 */
export type ImageKind = NonNullable<ResourceDef['image']>['kind'];

/**
 * Turns an image value into a URL (docs/panel.md#records-on-screen): a full URL or a data URL is returned as is; a
 * stored file name or path becomes `${apiBase}/uploads/${kind}/${name}`. Empty values give null.
 */
export function resolveImageUrl(value: string | null | undefined, kind: ImageKind, apiBase: string): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^(https?:|data:|blob:)/i.test(trimmed)) return trimmed;
  const base = apiBase.replace(/\/+$/, '');
  const path = trimmed.replace(/^\/+/, '');
  if (path.startsWith('uploads/')) return `${base}/${path}`;
  const name = path.replace(new RegExp(`^${kind}/`), '');
  return `${base}/uploads/${kind}/${name}`;
}

/** True for URLs served by the API's uploads, which need the bearer token (docs/panel.md#access). */
export function isApiUploadUrl(url: string, apiBase: string): boolean {
  return url.startsWith(`${apiBase.replace(/\/+$/, '')}/uploads/`);
}

/** True for a fresh upload held as a data URL. */
export function isDataUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('data:');
}
