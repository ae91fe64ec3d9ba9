import { IMAGE_EXTENSIONS } from '@/lib/imagePolicy';

/** A fresh upload's data URL as a File, ready for a multipart body (docs/panel.md#calls-and-bodies). */
export function dataUrlToFile(dataUrl: string, name: string): File {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const type = match[1] || 'application/octet-stream';
  const payload = match[3] ?? '';
  const bytes = match[2] ? base64ToBytes(payload) : new TextEncoder().encode(decodeURIComponent(payload));
  return new File([bytes], withExtension(name, type), { type });
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A bare, plain file name: anything but letters, digits, dots, hyphens and underscores becomes a hyphen. */
function plainName(name: string): string {
  const plain = name.replace(/[^\w.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  return plain || 'image';
}

function withExtension(raw: string, type: string): string {
  const name = plainName(raw);
  const ext = IMAGE_EXTENSIONS[type];
  return !ext || /\.[a-z0-9]+$/i.test(name) ? name : `${name}.${ext}`;
}
