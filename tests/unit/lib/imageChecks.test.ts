import { describe, expect, it } from 'vitest';
import {
  altFileKeyOf,
  altIsFileName,
  bodyAltFileName,
  bodyAssetsOf,
  bodyDataImage,
  fileNameKey,
} from '@/lib/imageChecks';

describe('altIsFileName', () => {
  it('takes an alt ending in an image extension as a file name, whatever the file', () => {
    for (const alt of ['IMG_2041.jpg', 'hero final.PNG', 'chart.webp', 'x.jpeg ', 'scan.TIFF'])
      expect(altIsFileName(alt, 'other.png'), alt).toBe(true);
  });

  it('takes names cameras, phones and tools give, and hex names, as file names', () => {
    for (const alt of [
      'IMG_2041',
      'img-2041',
      'DSC01234',
      'DSCN0042',
      'PXL_20241003_123456789',
      'Screenshot 2024-10-03 101500',
      'image 3',
      'Photo_12',
      '3f2a9c0d4e5b6a7f',
      '123e4567-e89b-12d3-a456-426614174000',
    ])
      expect(altIsFileName(alt, 'x.png'), alt).toBe(true);
  });

  it("compares with the image's own name without case, extension and separators", () => {
    expect(altIsFileName('hero-final', 'hero-final.jpg')).toBe(true);
    expect(altIsFileName('Hero Final', 'hero-final.jpg')).toBe(true);
    expect(altIsFileName('hero_final', 'Hero.Final.JPEG')).toBe(true);
    expect(altIsFileName('hero (final)', 'hero-final.png')).toBe(true);
    expect(altIsFileName('hero', 'hero-final.jpg')).toBe(false);
    expect(altIsFileName('Hero Final', 'team-photo.jpg')).toBe(false);
  });

  it('never compares a sentence of four or more words, and passes real descriptions', () => {
    expect(altIsFileName('A red bicycle by a wall', 'a-red-bicycle-by-a-wall.jpg')).toBe(false);
    expect(altIsFileName('red bicycle by wall', 'red-bicycle-by-wall.jpg')).toBe(false);
    expect(altIsFileName('red bicycle wall', 'red-bicycle-wall.jpg')).toBe(true);
    for (const alt of ['The harbour at dawn', 'Sales by month, 2024', 'Logo', 'Image of the team in 2024', ''])
      expect(altIsFileName(alt, 'p1.png'), alt).toBe(false);
  });

  it('stores what SQL compares: * for rules 1–2, the key for a short alt, nothing for a sentence or no alt', () => {
    expect(altFileKeyOf('IMG_2041')).toBe('*');
    expect(altFileKeyOf('  Hero-Final ')).toBe('herofinal');
    expect(altFileKeyOf('A red bicycle by a wall')).toBe('');
    expect(altFileKeyOf('   ')).toBe('');
    // Only ASCII letters fold, as SQLite's lower() does.
    expect(fileNameKey('Été.PNG')).toBe('Été');
  });
});

describe('the body facts', () => {
  it('names the first body image whose alt is a file name, compared with the last part of its address', () => {
    const html =
      '<p><img src="https://x.example/a/view.jpg" alt="A view"><img src="https://x.example/p/sunset_beach.jpg?v=2" alt="sunset beach"></p>';
    expect(bodyAltFileName(html)).toBe('sunset beach');
    expect(bodyAltFileName('<img src="/uploads/hero%20final.jpg" alt="Hero Final">')).toBe('Hero Final');
    expect(bodyAltFileName('<img src="data:image/png;base64,AAAA" alt="DSC01234">')).toBe('DSC01234');
    expect(bodyAltFileName('<img src="/a.png" alt="A chart of sales"><img src="/b.png">')).toBe('');
  });

  it('counts data: images and names the first one’s type', () => {
    expect(bodyDataImage('<p><img src="/a.png" alt="a"></p>')).toBe('');
    expect(bodyDataImage('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('1 data:image/png');
    expect(bodyDataImage('<img src="DATA:image/GIF;base64,AA"><img src="data:image/png;base64,AA">')).toBe(
      '2 data:image/gif',
    );
  });

  it('lists the library files a body shows, originals and renditions, once each', () => {
    const stem = 'ab'.repeat(16);
    const other = 'cd'.repeat(16);
    const html = `<img src="https://api.example/content/images/assets/${stem}.jpg"><img src="/content/images/assets/${other}/w640.webp"><img src="/uploads/assets/${stem}.jpg"><img src="https://x.example/assets/short.jpg">`;
    expect(bodyAssetsOf(html)).toBe(`${stem} ${other}`);
    expect(bodyAssetsOf('<p>no images</p>')).toBe('');
  });
});
