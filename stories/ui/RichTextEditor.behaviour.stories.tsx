import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from '../../src/ui/RichTextEditor';
import { findEditor } from './RichTextEditor.fixtures';

const meta = {
  title: 'UI/RichTextEditor/Behaviour',
  component: RichTextEditor,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Selects `text` (or puts the caret after it) inside `root` with the DOM selection API, as a mouse drag would; Quill follows selectionchange. */
function selectText(root: HTMLElement, text: string, collapseToEnd = false) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at === -1) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    if (collapseToEnd) range.collapse(false);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    return;
  }
  throw new Error(`"${text}" is not in the editor`);
}

const lastHtml = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls[calls.length - 1]?.[0] ?? '');
};

export const TypingProducesHtml: Story = {
  play: async ({ args }) => {
    const editor = await findEditor();
    await userEvent.click(editor.querySelector('p')!);
    await userEvent.keyboard('Hello brave world');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Hello brave world</p>'));
  },
};

export const BoldViaToolbar: Story = {
  play: async ({ args, canvasElement }) => {
    const editor = await findEditor();
    await userEvent.click(editor.querySelector('p')!);
    await userEvent.keyboard('Plain ');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bold' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('strong');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Plain <strong>strong</strong></p>'));
  },
};

export const UnsafeLinkBecomesAboutBlank: Story = {
  play: async ({ args, canvasElement, step }) => {
    const editor = await findEditor();
    await step('A javascript: link typed into the link tooltip becomes about:blank', async () => {
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
      const link = await within(editor).findByRole('link', { name: 'tap here' });
      await expect(link).toHaveAttribute('href', 'about:blank');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('A pasted javascript: link becomes about:blank too', async () => {
      selectText(editor, 'tap here', true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await userEvent.keyboard('{Enter}');
      const data = new DataTransfer();
      data.setData('text/html', '<a href="javascript:alert(2)">click me</a>');
      data.setData('text/plain', 'click me');
      await userEvent.paste(data);
      const link = await within(editor).findByRole('link', { name: 'click me' });
      await expect(link).toHaveAttribute('href', 'about:blank');
      await waitFor(() => expect(lastHtml(args.onChange)).toContain('click me'));
      await expect(lastHtml(args.onChange)).not.toContain('javascript:');
    });
  },
};

export const CodeBlockTabInsertsTwoSpaces: Story = {
  play: async ({ args, canvasElement }) => {
    const editor = await findEditor();
    await userEvent.click(editor.querySelector('p')!);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Code block' }));
    await userEvent.keyboard('if{Tab}x');
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('if  x'));
    await expect(lastHtml(args.onChange)).toMatch(/^<pre/);
    await expect(editor).toHaveFocus();
  },
};

/**
 * Stored HTML whose code block names a "language" that breaks out of its attribute. Quill's syntax code block wrote
 * that name back unescaped (`<pre data-language="x" onmouseover="...">`), so an edit turned it into a live handler in
 * the form's value. The editor has no syntax highlighting: a code block is plain `<pre>` and carries no language.
 */
export const CodeBlockLanguageNeverBreaksOut: Story = {
  args: { value: '<p>intro</p><pre data-language=\'x" onmouseover="alert(1)\'>\nlet a = 1;\n</pre>' },
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
  play: async ({ args }) => {
    const editor = await findEditor();
    await waitFor(() => expect(editor.querySelector('.ql-code-block')).not.toBeNull());
    await expect(editor.querySelector('[data-language]')).toBeNull();
    editor.focus();
    selectText(editor, 'intro', true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await userEvent.keyboard(' text');
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('intro text'));
    await expect(lastHtml(args.onChange)).toBe('<p>intro text</p><pre>\nlet a = 1;\n</pre>');
  },
};

export const ListAutofill: Story = {
  play: async ({ args, step }) => {
    const editor = await findEditor();
    await userEvent.click(editor.querySelector('p')!);
    await step("'-' and a space start a bullet list", async () => {
      await userEvent.keyboard('- first');
      await waitFor(() => expect(lastHtml(args.onChange)).toBe('<ul><li>first</li></ul>'));
    });
    await step("'1.' and a space start a numbered list", async () => {
      await userEvent.keyboard('{Enter}{Enter}1. one');
      await waitFor(() => expect(lastHtml(args.onChange)).toContain('<ol><li>one</li></ol>'));
    });
    await step("'[ ]' and a space start a checklist", async () => {
      await userEvent.keyboard('{Enter}{Enter}[[ ] todo');
      await waitFor(() => expect(lastHtml(args.onChange)).toContain('<li data-list="unchecked">todo</li>'));
    });
  },
};

export const TableButtonInsertsThreeByThree: Story = {
  play: async ({ args, canvasElement }) => {
    const editor = await findEditor();
    await userEvent.click(editor.querySelector('p')!);
    await userEvent.keyboard('Pricing');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Insert table' }));
    await waitFor(() => expect(editor.querySelectorAll('table tr')).toHaveLength(3));
    await expect(editor.querySelectorAll('table td')).toHaveLength(9);
    await expect(editor.querySelector('p')).toHaveTextContent('Pricing');
    await userEvent.keyboard('A1{Tab}B1');
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/<td[^>]*>A1<\/td><td[^>]*>B1<\/td>/));
  },
};

export const HeadingPickerByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const editor = await findEditor();
    await userEvent.click(editor.querySelector('p')!);
    await userEvent.keyboard('Release notes');
    const picker = within(canvasElement).getByRole('button', { name: 'Heading' });
    picker.focus();
    await userEvent.keyboard('{Enter}');
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    const option = within(canvasElement).getByRole('button', { name: 'Heading 1' });
    option.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<h1>Release notes</h1>'));
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
  },
};

export const TabLeavesPlainText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <RichTextEditor {...args} />
      <button type="button">Next field</button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const editor = await findEditor();
    await userEvent.click(editor.querySelector('p')!);
    await userEvent.keyboard('No trap');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Next field' })).toHaveFocus();
    await expect(lastHtml(args.onChange)).toBe('<p>No trap</p>');
  },
};

/** Shows the editor only when asked, so the story can watch the page from before the editor exists. */
function EditorOnRequest(props: Parameters<typeof RichTextEditor>[0]) {
  const [shown, setShown] = useState(false);
  return shown ? (
    <RichTextEditor {...props} />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Show editor
    </button>
  );
}

/**
 * The toolbar's pickers have their names from the moment they are on the page: an accessibility check at any moment
 * finds no unnamed control (they were named a frame or more later, and a check run in between failed).
 */
export const ToolbarNamedAsItAppears: Story = {
  render: (args) => <EditorOnRequest {...args} />,
  play: async ({ canvasElement }) => {
    const unnamedSeen: string[] = [];
    const observer = new MutationObserver(() => {
      canvasElement.querySelectorAll('.ql-picker-label:not([aria-label])').forEach((label) => {
        unnamedSeen.push(label.parentElement?.className ?? 'picker');
      });
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show editor' }));
    await findEditor();
    await within(canvasElement).findByRole('button', { name: 'Heading' });
    observer.disconnect();
    await expect(unnamedSeen).toEqual([]);
  },
};
