/**
 * An image's width and height read from its header, as the server's decoder reports them (PNG, GIF, JPEG, WebP);
 * null when the header cannot be read (the server refuses such a file as undecodable).
 */
export function imageSize(bytes: Uint8Array, type: string): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fits = (end: number) => end <= bytes.byteLength;
  if (type === 'image/png' && fits(24)) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (type === 'image/gif' && fits(10)) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (type === 'image/jpeg') return jpegSize(view);
  if (type === 'image/webp') return webpSize(view);
  return null;
}

function jpegSize(view: DataView) {
  let at = 2;
  while (at + 9 <= view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    const length = view.getUint16(at + 2);
    // SOF0–SOF15 hold the frame's size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + length;
  }
  return null;
}

function webpSize(view: DataView) {
  if (view.byteLength < 30) return null;
  const chunk = String.fromCharCode(view.getUint8(12), view.getUint8(13), view.getUint8(14), view.getUint8(15));
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const u24 = (at: number) => view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return null;
}
