import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextAreaField, type TextAreaFieldProps } from '../../src/ui/TextAreaField';
import { bothThemes } from '../themes';

function Controlled(args: TextAreaFieldProps) {
  const [value, setValue] = useState(String(args.value ?? ''));
  return <TextAreaField {...args} value={value} onChange={(e) => setValue(e.target.value)} />;
}

const meta = {
  title: 'UI/Fields/TextAreaField',
  component: TextAreaField,
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: { label: 'Meta Description', value: '', onChange: fn() },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Meta Description' });
    await userEvent.type(area, 'Line one{Enter}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
  },
};
export const WithCounter: Story = {
  args: { maxLength: 160, value: 'How to write titles and descriptions that people click.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Meta Description' })).toHaveAccessibleDescription('55/160');
  },
};
const withError = { error: 'Please fill in all required fields' };
export const WithError: Story = bothThemes({
  args: withError,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Meta Description' })).toHaveAttribute('aria-invalid', 'true');
  },
});
export const ReadOnly: Story = {
  args: { label: 'Excerpt', readOnly: true, value: 'Search engines read the title and description of every page.' },
};
