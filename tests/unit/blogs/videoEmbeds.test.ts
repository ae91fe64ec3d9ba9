import { describe, expect, it } from 'vitest';
import { VIDEO_EMBEDS, VIDEO_ESCAPES } from '../../../server/test/fixtures/xss-corpus';
import { normalizeVideoEmbedUrl } from '../../../src/lib/videoEmbed';
import { PolicyVideo } from '../../../src/ui/RichTextEditor/parts/quillConfig';

// The view modal's sanitiser runs in Chromium: stories/features/blogs/BlogVideoEmbeds.stories.tsx.
describe('video embeds (issue 17 item 13)', () => {
  it.each(VIDEO_ESCAPES)('the shared rule refuses %s', (src) => {
    expect(normalizeVideoEmbedUrl(src.replace(/&#46;/g, '.'))).toBeNull();
  });

  it.each(VIDEO_EMBEDS)('the shared rule writes %s as %s', (src, canonical) => {
    expect(normalizeVideoEmbedUrl(src)).toBe(canonical);
  });

  it('the editor writes a typed video URL in its canonical form, sandboxed, and an escaping one as about:blank', () => {
    const good = PolicyVideo.create('https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0');
    expect(good.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(good.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
    expect(good.getAttribute('referrerpolicy')).toBe('no-referrer');
    const bad = PolicyVideo.create('https://www.youtube.com/embed/../../redirect?q=evil.example');
    expect(bad.getAttribute('src')).toBe('about:blank');
  });
});
