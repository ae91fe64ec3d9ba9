import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, type TextFieldProps } from '../../src/ui/TextField';
import { bothThemes } from '../themes';

function Controlled(args: TextFieldProps) {
  const [value, setValue] = useState(String(args.value ?? ''));
  return (
    <TextField
      {...args}
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        args.onChange?.(e);
      }}
    />
  );
}

const meta = {
  title: 'UI/Fields/TextField',
  component: TextField,
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: { label: 'Title', value: '', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'Hello');
    await expect(input).toHaveValue('Hello');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};
export const Filled: Story = { args: { value: 'Getting started with SEO' } };
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeRequired();
  },
};
export const WithHint: Story = {
  args: { label: 'Blog URL', hint: 'The full address, starting with https://', type: 'url' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Blog URL' })).toHaveAccessibleDescription(
      'The full address, starting with https://',
    );
  },
};

const withError = { value: '', error: 'Please fill in all required fields', hint: 'Shown on the card and the page.' };
export const WithError: Story = bothThemes({
  args: withError,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please fill in all required fields/);
  },
});

export const WithCounter: Story = {
  args: { label: 'Meta Title', maxLength: 60, value: 'Getting started' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Meta Title' });
    await expect(input).toHaveAccessibleDescription('15/60');
    await userEvent.type(input, ' with SEO');
    await expect(canvas.getByText('24/60')).toBeVisible();
    await expect(input).toHaveAttribute('maxlength', '60');
  },
};
export const ReadOnly: Story = bothThemes({
  args: { label: 'Excerpt', value: 'Search engines read the title and description…', readOnly: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Excerpt' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Search engines read the title and description…');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});
export const Disabled: Story = {
  args: { value: 'Locked while saving', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  },
};
