import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SelectField, type SelectFieldProps } from '../../src/ui/SelectField';
import { bothThemes } from '../themes';

function Controlled(args: SelectFieldProps) {
  const [value, setValue] = useState(String(args.value ?? ''));
  return (
    <SelectField
      {...args}
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        args.onChange?.(e);
      }}
    />
  );
}

const options = [
  { value: 'Technology', label: 'Technology' },
  { value: 'Marketing', label: 'Marketing' },
  { value: 'Archived', label: 'Archived', disabled: true },
];

const meta = {
  title: 'UI/Fields/SelectField',
  component: SelectField,
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: { label: 'Category', options, emptyOption: 'Select a category', value: '', onChange: fn() },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.selectOptions(select, 'Marketing');
    await expect(select).toHaveValue('Marketing');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
export const Selected: Story = { args: { value: 'Technology' } };
const withError = { error: 'Please fill in all required fields', required: true };
export const WithError: Story = bothThemes({
  args: withError,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Please fill in all required fields',
    );
  },
});
export const AsSortControl: Story = {
  args: {
    label: 'Sort by',
    emptyOption: undefined,
    value: 'newest',
    options: [
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
      { value: 'title', label: 'Title A–Z' },
    ],
  },
};
export const Disabled: Story = { args: { value: 'Technology', disabled: true } };
