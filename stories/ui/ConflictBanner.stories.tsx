import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConflictBanner } from '../../src/ui/ConflictBanner';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/ConflictBanner',
  component: ConflictBanner,
  args: { onReload: fn(), onKeepEditing: fn() },
} satisfies Meta<typeof ConflictBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = bothThemes({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone else changed this record');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload their version' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Keep editing' }));
    await expect(args.onKeepEditing).toHaveBeenCalledTimes(1);
  },
});

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reload their version' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Keep editing' })).toBeDisabled();
  },
};
