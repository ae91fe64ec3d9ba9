import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchInput, type SearchInputProps } from '../../src/ui/SearchInput';
import { bothThemes } from '../themes';

function Controlled(args: SearchInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SearchInput
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/SearchInput',
  component: SearchInput,
  render: (args) => <Controlled {...args} />,
  args: { value: '', label: 'Search blog posts', placeholder: 'Search by title', onChange: fn() },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search blog posts' }), 'seo');
    await expect(args.onChange).toHaveBeenLastCalledWith('seo');
  },
};

export const WithText: Story = bothThemes({ args: { value: 'getting started' } });

export const ClearButtonClears: Story = {
  args: { value: 'seo' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search blog posts' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const EscapeClears: Story = {
  args: { value: 'seo' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search blog posts' });
    await userEvent.click(box);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};
