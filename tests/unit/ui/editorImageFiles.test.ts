import { describe, expect, it } from 'vitest';
import {
  dataImagesNote,
  notImagesNote,
  splitImageFiles,
  uploadFailedNote,
  withoutDataImages,
} from '../../../src/ui/RichTextEditor/parts/imageFiles';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('images dropped or pasted into the editor', () => {
  it('splits the images from the other files', () => {
    const { images, others } = splitImageFiles([file('a.png', 'image/png'), file('b.pdf', 'application/pdf')]);
    expect(images.map((f) => f.name)).toEqual(['a.png']);
    expect(others.map((f) => f.name)).toEqual(['b.pdf']);
  });

  it('names refused files in a sentence', () => {
    expect(notImagesNote([file('b.pdf', 'application/pdf')])).toBe(
      'b.pdf was not inserted: only images can go in the text.',
    );
    expect(notImagesNote([file('a.txt', 'text/plain'), file('b.pdf', ''), file('c.doc', '')])).toBe(
      'a.txt, b.pdf and c.doc were not inserted: only images can go in the text.',
    );
  });

  it('says an upload failure with the reason as a clause, acronyms kept', () => {
    const png = file('harbour.png', 'image/png');
    expect(uploadFailedNote(png, 'Failed to upload the image.')).toBe(
      'harbour.png was not inserted: failed to upload the image. Nothing was added to the text.',
    );
    expect(uploadFailedNote(png, 'SVG images are not accepted: upload a PNG, JPEG, GIF or WebP image')).toBe(
      'harbour.png was not inserted: SVG images are not accepted: upload a PNG, JPEG, GIF or WebP image. Nothing was added to the text.',
    );
  });

  it('leaves out data: images of pasted HTML, keeping the text and web images', () => {
    const html =
      '<p>Pier <img src="data:image/png;base64,AAAA" alt="a"></p><img src=" DATA:image/gif;base64,BB">' +
      '<img src="https://example.com/boat.jpg" alt="Boat">';
    const { html: kept, dropped } = withoutDataImages(html);
    expect(dropped).toBe(2);
    expect(kept).not.toMatch(/data:/i);
    expect(kept).toContain('<p>Pier </p>');
    expect(kept).toContain('<img src="https://example.com/boat.jpg" alt="Boat">');
    expect(dataImagesNote(2)).toMatch(/^2 images in the pasted text were left out: /);
    expect(dataImagesNote(1)).toMatch(/^1 image in the pasted text was left out: /);
  });

  it('gives HTML without data: images back as it was, even one that says data: in its text', () => {
    const html = '<p>The data: scheme</p><img src="https://example.com/a.png">';
    expect(withoutDataImages(html)).toEqual({ html, dropped: 0 });
  });
});
