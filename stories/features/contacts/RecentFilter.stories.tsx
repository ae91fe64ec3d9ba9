import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RecentFilter } from '@/features/contacts/components/RecentFilter';
import { bothThemes } from '../../themes';

/** The enquiry lists' `?days=N` window, said in words, with a button that clears it. */
const meta = {
  title: 'Features/Contacts/RecentFilter',
  component: RecentFilter,
  args: { days: 7, onClear: fn() },
} satisfies Meta<typeof RecentFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastSevenDays: Story = bothThemes({
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Date filter' });
    await expect(group).toHaveTextContent('Received:Last 7 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filter: Last 7 days' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
});

/** One day reads as the last 24 hours. */
export const LastDay: Story = {
  args: { days: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Date filter' })).toHaveTextContent('Received:Last 24 hours');
    await expect(canvas.getByRole('button', { name: 'Clear filter: Last 24 hours' })).toBeVisible();
  },
};
