import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RichTextEditor } from '../../src/ui/RichTextEditor';
import { EditorFallback } from '../../src/ui/RichTextEditor/parts/EditorFallback';
import { SAMPLE_HTML, findEditor } from './RichTextEditor.fixtures';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  args: { onChange: fn(), placeholder: 'Write your blog post...' },
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

export const Empty: Story = bothThemes({
  play: async ({ canvasElement }) => {
    const editor = await findEditor();
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(editor.getBoundingClientRect().height).toBeGreaterThanOrEqual(200);
    await expect(within(canvasElement).getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  },
});

export const EveryToolbarControlIsNamed: Story = {
  play: async ({ canvasElement }) => {
    await findEditor();
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Formatting' });
    const expected = [
      'Heading',
      'Font',
      'Size',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Blockquote',
      'Numbered list',
      'Bulleted list',
      'Decrease indent',
      'Increase indent',
      'Link',
      'Insert image',
      'Insert video',
      'Alignment',
      'Text colour',
      'Background colour',
      'Code block',
      'Insert table',
      'Clear formatting',
    ];
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    await expect(names).toEqual(expected);
  },
};

export const WithContent: Story = bothThemes({
  args: { value: SAMPLE_HTML },
  play: async () => {
    const editor = await findEditor();
    await expect(within(editor).getByRole('heading', { level: 2, name: 'Release notes' })).toBeInTheDocument();
    await expect(within(editor).getByRole('link', { name: 'full post' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(editor).getByRole('link', { name: 'full post' })).toHaveAttribute('target', '_blank');
    await expect(editor.querySelectorAll('td')).toHaveLength(9);
  },
});

export const ReadOnly: Story = {
  args: { value: SAMPLE_HTML, readOnly: true },
  play: async ({ canvasElement }) => {
    const editor = await findEditor();
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('aria-readonly', 'true');
    await expect(within(canvasElement).queryByRole('toolbar')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = bothThemes({
  args: { invalid: true, 'aria-describedby': 'content-error' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <span id="content-label" style={{ fontWeight: 600 }}>
        Content
      </span>
      <RichTextEditor {...args} aria-labelledby="content-label" />
      <span id="content-error" role="alert">
        Please fill in all required fields
      </span>
    </div>
  ),
  play: async () => {
    const editor = await findEditor();
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription('Please fill in all required fields');
  },
});

/** The loading placeholder takes the editor's footprint at every width, so nothing below it moves when Quill arrives. */
export const FallbackKeepsTheEditorFootprint: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[760, 560, 380].map((width) => (
        <div key={width} style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
          <div style={{ width }} data-testid={`fallback-${width}`}>
            <EditorFallback />
          </div>
          <div style={{ width }} data-testid={`editor-${width}`}>
            <RichTextEditor {...args} aria-label={`Content ${width}`} />
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const width of [760, 560, 380]) await findEditor(`Content ${width}`);
    for (const width of [760, 560, 380]) {
      const fallback = canvas.getByTestId(`fallback-${width}`).getBoundingClientRect().height;
      const editor = canvas.getByTestId(`editor-${width}`).getBoundingClientRect().height;
      await expect(Math.abs(fallback - editor), `${width} px: fallback ${fallback}, editor ${editor}`).toBeLessThan(1);
    }
  },
};
