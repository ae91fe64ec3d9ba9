import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RichTextEditor } from '../../src/ui/RichTextEditor';
import { SAMPLE_HTML, findEditor } from './RichTextEditor.fixtures';

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

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const editor = await findEditor();
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(editor.getBoundingClientRect().height).toBeGreaterThanOrEqual(200);
    await expect(within(canvasElement).getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  },
};

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

export const WithContent: Story = {
  args: { value: SAMPLE_HTML },
  play: async () => {
    const editor = await findEditor();
    await expect(within(editor).getByRole('heading', { level: 2, name: 'Release notes' })).toBeInTheDocument();
    await expect(within(editor).getByRole('link', { name: 'full post' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(editor).getByRole('link', { name: 'full post' })).toHaveAttribute('target', '_blank');
    await expect(editor.querySelectorAll('td')).toHaveLength(9);
  },
};

export const WithContentDark: Story = { ...WithContent, globals: { theme: 'dark' } };

export const ReadOnly: Story = {
  args: { value: SAMPLE_HTML, readOnly: true },
  play: async ({ canvasElement }) => {
    const editor = await findEditor();
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('aria-readonly', 'true');
    await expect(within(canvasElement).queryByRole('toolbar')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
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
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
