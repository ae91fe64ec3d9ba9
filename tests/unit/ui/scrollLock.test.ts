import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from '@/ui/scrollLock';

describe('lockScroll', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('keeps the page locked until the last of nested layers closes, in any order, then restores it', () => {
    document.body.style.overflow = 'clip';
    const dialog = lockScroll();
    const confirmation = lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    // The dialog under the confirmation closes first (both unmount together, the outer one's cleanup first).
    dialog();
    expect(document.body.style.overflow).toBe('hidden');
    confirmation();
    expect(document.body.style.overflow).toBe('clip');
  });

  it('releases a hold once, however often its release runs', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('');
  });
});
