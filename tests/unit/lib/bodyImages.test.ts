import { describe, expect, it } from 'vitest';
import { imageWithoutAlt } from '@/lib/bodyImages';

describe('imageWithoutAlt', () => {
  it('names the first image that has no alt attribute by its address', () => {
    const html =
      '<p>One <img src="https://cdn.example.com/a.png" alt="A chart"> two</p><p><img src="https://cdn.example.com/b.png"></p>';
    expect(imageWithoutAlt(html)).toBe('https://cdn.example.com/b.png');
  });

  it('takes an empty alt as decorative, and finds alt in any quoting or case', () => {
    expect(imageWithoutAlt('<img src="/a.png" alt="">')).toBe('');
    expect(imageWithoutAlt("<IMG SRC='/a.png' ALT='x'/>")).toBe('');
    expect(imageWithoutAlt('<img alt src=/a.png>')).toBe('');
  });

  it('is not fooled by alt text inside another attribute', () => {
    expect(imageWithoutAlt('<img title="alt=yes" src="/b.png">')).toBe('/b.png');
    expect(imageWithoutAlt('<img data-alt="x" src="/c.png">')).toBe('/c.png');
  });

  it('says so for an image with no address, and cuts a data: image to its type', () => {
    expect(imageWithoutAlt('<img>')).toBe('an image with no address');
    expect(imageWithoutAlt('<img src="data:image/png;base64,AAAA">')).toBe('data:image/png image');
  });

  it('finds nothing in a body without images', () => {
    expect(imageWithoutAlt('<p>No pictures here, only &lt;img&gt; typed as text.</p>')).toBe('');
  });
});
