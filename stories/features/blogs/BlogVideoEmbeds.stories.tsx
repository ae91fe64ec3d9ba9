import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import { VIDEO_EMBEDS, VIDEO_ESCAPES } from '../../../server/test/fixtures/xss-corpus';
import { loadBlogSanitizer } from '../../../src/features/blogs/components/BlogViewModal/parts/sanitizeBlogHtml';

const frame = (src: string) =>
  `<p>text</p><iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${src}"></iframe>`;

/**
 * What the view modal's sanitiser (DOMPurify in the browser) makes of each video embed, shown as text so no frame
 * loads: escaping paths lose their iframe, good embeds come out canonical and sandboxed.
 */
function VideoEmbedReport() {
  const [rows, setRows] = useState<{ src: string; out: string }[] | null>(null);
  useEffect(() => {
    void loadBlogSanitizer().then((sanitize) =>
      setRows(
        [...VIDEO_ESCAPES, ...VIDEO_EMBEDS.map(([src]) => src)].map((src) => ({ src, out: sanitize(frame(src)) })),
      ),
    );
  }, []);
  if (!rows) return <p>Loading…</p>;
  return (
    <ul aria-label="Sanitised embeds" style={{ fontFamily: 'monospace', fontSize: 11 }}>
      {rows.map(({ src, out }) => (
        <li key={src} aria-label={src}>
          {out}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Features/Blogs/Video embeds in the view modal',
  component: VideoEmbedReport,
} satisfies Meta<typeof VideoEmbedReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EscapingPathsAreDropped: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Sanitised embeds' });
    const item = (src: string) => within(list).getByRole('listitem', { name: src });
    for (const src of VIDEO_ESCAPES) await expect(item(src)).toHaveTextContent(/^<p>text<\/p>$/);
    for (const [src, canonical] of VIDEO_EMBEDS) {
      const holder = document.createElement('div');
      holder.innerHTML = item(src).textContent ?? '';
      const iframe = holder.querySelector('iframe');
      await expect(iframe?.getAttribute('src')).toBe(canonical);
      await expect(iframe?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
      await expect(iframe?.getAttribute('referrerpolicy')).toBe('no-referrer');
    }
  },
};
