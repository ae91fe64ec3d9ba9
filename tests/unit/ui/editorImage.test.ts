import { afterEach, describe, expect, it } from 'vitest';
import { bodyImageSrc } from '../../../src/shared/images/editorImages';
import {
  IMAGE_SOURCE_ATTRIBUTE,
  PolicyImage,
  showImagesThrough,
} from '../../../src/ui/RichTextEditor/parts/quillConfig';

const ADDRESS = 'https://api.example/content/images/assets/0123456789abcdef0123456789abcdef.png';

// The whole insert (picker, alt dialog, save) runs in Chromium: stories/features/blogs/BlogFormScreen.bodyImage.stories.tsx.
describe('an image in the editor', () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    restore = () => {};
  });

  it('is loaded by its address when no source claims it', () => {
    const node = PolicyImage.create(ADDRESS);
    expect(node.getAttribute('src')).toBe(ADDRESS);
    expect(node.hasAttribute(IMAGE_SOURCE_ATTRIBUTE)).toBe(false);
    expect(PolicyImage.value(node)).toBe(ADDRESS);
  });

  it('is shown through the URL its source gives, never loading its address, and keeps the address as its value', async () => {
    let give: (url: string | null) => void = () => {};
    const asked: string[] = [];
    restore = showImagesThrough((src) => {
      asked.push(src);
      return new Promise((resolve) => (give = resolve));
    });
    const node = PolicyImage.create(ADDRESS);
    expect(asked).toEqual([ADDRESS]);
    expect(node.hasAttribute('src')).toBe(false);
    expect(PolicyImage.value(node)).toBe(ADDRESS);
    give('blob:shown');
    await Promise.resolve();
    await Promise.resolve();
    expect(node.getAttribute('src')).toBe('blob:shown');
    expect(PolicyImage.value(node)).toBe(ADDRESS);
  });

  it('falls back to its address when the source cannot show it, and leaves unclaimed addresses alone', async () => {
    restore = showImagesThrough((src) => (src.startsWith('https://api.example/') ? Promise.resolve(null) : null));
    const failed = PolicyImage.create(ADDRESS);
    await Promise.resolve();
    await Promise.resolve();
    expect(failed.getAttribute('src')).toBe(ADDRESS);
    const other = PolicyImage.create('https://elsewhere.example/a.png');
    expect(other.getAttribute('src')).toBe('https://elsewhere.example/a.png');
  });

  it('puts back the previous source when its editor goes', () => {
    const first = showImagesThrough(() => Promise.resolve('blob:first'));
    const second = showImagesThrough(() => Promise.resolve('blob:second'));
    second();
    const node = PolicyImage.create(ADDRESS);
    expect(node.hasAttribute('src')).toBe(false);
    first();
    expect(PolicyImage.create(ADDRESS).getAttribute('src')).toBe(ADDRESS);
  });

  it('names a library image in a body by its public URL under the Content API', () => {
    expect(bodyImageSrc('http://127.0.0.1:3001/', 'uploads/assets/ab.png')).toBe(
      'http://127.0.0.1:3001/content/images/assets/ab.png',
    );
  });
});
