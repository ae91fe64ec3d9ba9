import { describe, expect, it } from 'vitest';
import { cropPosition, CROPS, nudgeFocal, thumbnailPath } from '../../../src/features/media/renditions';
import { precheck, UPLOAD_MESSAGES } from '../../../src/features/media/useUploads';

const asset = (widths: number[]) => ({
  name: '0123456789abcdef0123456789abcdef.jpg',
  width: 2400,
  renditions: { widths, crops: { square: null, wide: null }, focal: null },
});

describe('thumbnailPath', () => {
  it('picks the narrowest WebP rendition as wide as the tile at the screen density', () => {
    const full = asset([320, 640, 960, 1280, 1920]);
    expect(thumbnailPath(full, 240, 1)).toBe('uploads/assets/0123456789abcdef0123456789abcdef/w320.webp');
    expect(thumbnailPath(full, 240, 2)).toBe('uploads/assets/0123456789abcdef0123456789abcdef/w640.webp');
    expect(thumbnailPath(full, 640, 3)).toBe('uploads/assets/0123456789abcdef0123456789abcdef/w1920.webp');
  });

  it('falls back to the original while renditions are missing or all too narrow', () => {
    expect(thumbnailPath(asset([]), 240)).toBe('uploads/assets/0123456789abcdef0123456789abcdef.jpg');
    expect(thumbnailPath(asset([320]), 400)).toBe('uploads/assets/0123456789abcdef0123456789abcdef.jpg');
  });
});

describe('cropPosition', () => {
  const size = { width: 1600, height: 900 };
  it('centres the crop on the focal point', () => {
    // Square: 900 × 900 of 1600 × 900, 700 px of room; centred on x = 0.5 → 350 px in → 50%.
    expect(cropPosition(size, { x: 0.5, y: 0.5 }, CROPS.square)).toEqual({ x: 50, y: 50 });
    // x = 0.6 → 960 − 450 = 510 of 700 → 72.9%.
    expect(cropPosition(size, { x: 0.6, y: 0.5 }, CROPS.square)).toEqual({ x: 72.9, y: 50 });
  });

  it('keeps the crop inside the image near an edge', () => {
    expect(cropPosition(size, { x: 0.02, y: 0.5 }, CROPS.square)).toEqual({ x: 0, y: 50 });
    expect(cropPosition(size, { x: 0.99, y: 0.5 }, CROPS.square)).toEqual({ x: 100, y: 50 });
  });

  it('moves along the one axis with room: a wide crop of a tall image moves down with the point', () => {
    const tall = { width: 900, height: 1600 };
    // Wide: 900 × 506.25; room 1093.75; y = 0.75 → 1200 − 253.125 = 946.875 → 86.6%.
    expect(cropPosition(tall, { x: 0.1, y: 0.75 }, CROPS.wide)).toEqual({ x: 50, y: 86.6 });
  });
});

describe('nudgeFocal', () => {
  it('moves 1% a key, 10% with Shift, and stays inside the image', () => {
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 0.51, y: 0.5 });
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.4 });
    expect(nudgeFocal({ x: 0.05, y: 0.98 }, 'ArrowLeft', true)).toEqual({ x: 0, y: 0.98 });
    expect(nudgeFocal({ x: 0.5, y: 0.98 }, 'ArrowDown', true)).toEqual({ x: 0.5, y: 1 });
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  });
});

describe('precheck', () => {
  it('refuses before sending what the server would refuse, in its words', () => {
    expect(precheck(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))).toBe(UPLOAD_MESSAGES.svg);
    expect(precheck(new File(['x'], 'notes.pdf', { type: 'application/pdf' }))).toBe(UPLOAD_MESSAGES.type);
    expect(precheck(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toBe(
      UPLOAD_MESSAGES.size,
    );
    expect(precheck(new File(['x'], 'photo.jpg', { type: 'image/jpeg' }))).toBeNull();
  });
});
