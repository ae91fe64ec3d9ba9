import { describe, expect, it } from 'vitest';
import { IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR, MAX_IMAGE_BYTES, validateImageFile } from '../../src/lib/imagePolicy';

describe('validateImageFile', () => {
  it('accepts any image type up to exactly 5 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(validateImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(validateImageFile({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses a file over 5 MB with the spec text', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_SIZE_ERROR);
    expect(IMAGE_SIZE_ERROR).toBe('Image size should be less than 5MB');
  });

  it('refuses a non-image before looking at its size', () => {
    expect(validateImageFile({ type: 'text/plain', size: MAX_IMAGE_BYTES * 2 })).toBe(IMAGE_TYPE_ERROR);
    expect(validateImageFile({ type: '', size: 1 })).toBe(IMAGE_TYPE_ERROR);
    expect(IMAGE_TYPE_ERROR).toBe('Please select an image file');
  });
});
