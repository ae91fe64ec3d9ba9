import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from '../../src/ui/RichTextEditor';
import { findEditor } from './RichTextEditor.fixtures';
import { bothThemes } from '../themes';

const YOUTUBE = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

const meta = {
  title: 'UI/RichTextEditor/Embeds and links',
  component: RichTextEditor,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      // A player's frame loads from the network, which stories do not reach: its box is kept, its pixels hidden, so
      // the screenshot shows the editor and not the browser's offline page.
      <div style={{ maxWidth: 960 }}>
        <style>{'.ql-editor iframe { visibility: hidden; }'}</style>
        <Story />
      </div>
    ),
  ],
  // Controlled, as in the blog form: each change comes back as the value, which the editor then reads again.
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <RichTextEditor
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastHtml = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls[calls.length - 1]?.[0] ?? '');
};

/** The iframes of an HTML text, read as the browser reads them. */
function framesOf(html: string): HTMLIFrameElement[] {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  return [...holder.content.querySelectorAll('iframe')];
}

/** Puts the caret at the end of `el`'s text, as a click there would. */
function caretAfter(el: Element) {
  el.closest<HTMLElement>('[contenteditable]')?.focus();
  const range = document.createRange();
  range.selectNodeContents(el);
  range.collapse(false);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

/** The video button's player is sent as the player (an iframe), not as a link to it. */
export const VideoButtonSendsThePlayer: Story = {
  play: async ({ args, canvasElement }) => {
    const editor = await findEditor();
    await userEvent.click(editor.querySelector('p')!);
    await userEvent.keyboard('Watch this');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Insert video' }));
    const input = await within(canvasElement).findByRole('textbox', { name: 'Link or video URL' });
    await userEvent.type(input, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ{Enter}');
    await waitFor(() => expect(framesOf(lastHtml(args.onChange))).toHaveLength(1));
    const [frame] = framesOf(lastHtml(args.onChange));
    await expect(frame?.getAttribute('src')).toBe(YOUTUBE);
    await expect(frame?.className).toBe('ql-video');
    await expect(lastHtml(args.onChange)).not.toContain('<a ');
  },
};

/** A post that already holds a video keeps it when its text is edited: the next save sends the player again. */
export const LoadedVideoKeptOnEdit: Story = {
  args: {
    value: `<p>Intro</p><iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${YOUTUBE}"></iframe><p>Outro</p>`,
  },
  play: async ({ args }) => {
    const editor = await findEditor();
    await waitFor(() => expect(editor.querySelector('iframe')).not.toBeNull());
    caretAfter(editor.querySelector('p')!);
    // Quill reads the DOM selection on the (asynchronous) selectionchange event.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await userEvent.keyboard(' text');
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('Intro text'));
    const frames = framesOf(lastHtml(args.onChange));
    await expect(frames).toHaveLength(1);
    await expect(frames[0]?.getAttribute('src')).toBe(YOUTUBE);
    await expect(lastHtml(args.onChange)).toMatch(/^<p>Intro text<\/p><iframe [^>]*><\/iframe><p>Outro<\/p>$/);
  },
};

/** Selects `text` inside `root` with the DOM selection API, as a mouse drag would. */
function selectText(root: HTMLElement, text: string) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at === -1) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    return;
  }
  throw new Error(`"${text}" is not in the editor`);
}

/** A `javascript:` link is refused out loud, and the text is sent without any `<a>` (never one without `href`). */
export const RefusedLinkIsSaidAndNotSent: Story = bothThemes({
  play: async ({ args, canvasElement }) => {
    const editor = await findEditor();
    await userEvent.click(editor.querySelector('p')!);
    await userEvent.keyboard('tap here');
    selectText(editor, 'tap here');
    // Quill reads the DOM selection on the (asynchronous) selectionchange event.
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A plain click: userEvent's simulated mousedown would move the DOM selection onto the button first.
    within(canvasElement).getByRole('button', { name: 'Link' }).click();
    const input = await within(canvasElement).findByRole('textbox', { name: 'Link or video URL' });
    await userEvent.clear(input);
    await userEvent.type(input, 'javascript:alert(1){Enter}');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'That link was refused: links must start with http://, https://, mailto: or tel:.',
    );
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>tap here</p>'));
  },
});
