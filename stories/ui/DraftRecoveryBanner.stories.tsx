import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateTime } from '../../src/ui/DateTime';
import { DraftRecoveryBanner } from '../../src/ui/DraftRecoveryBanner';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/DraftRecoveryBanner',
  component: DraftRecoveryBanner,
  args: { onRestore: fn(), onDiscard: fn() },
} satisfies Meta<typeof DraftRecoveryBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTime: Story = bothThemes({
  args: { savedAt: <DateTime value="2026-11-20T09:42:00.000Z" timeZone="UTC" /> },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Draft kept on this device Nov 20, 2026, 9:42 AM.');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore draft' }));
    await expect(args.onRestore).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
});

export const WithoutTime: Story = {};
